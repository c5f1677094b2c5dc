import { useQuery } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { PageLoading } from "~/components/layout/page-loading";
import { Button } from "~/components/ui/button";
import type { CurrentUser } from "~/features/auth/current-user";
import { SignedInPage } from "~/features/auth/signed-in-page";
import { cn } from "~/lib/cn";
import { meQuery } from "~/lib/me-queries";
import { paths } from "#contracts/pages";

// The staff inbox's pages are client-rendered shells: prerendered as "Loading...", then the browser
// asks who is signed in. Signed out: off to /auth. Signed in without the admin role: a "not
// authorised" page. Every admin API checks the role again on the server.

const adminNav = [
  { name: "Inquiries", path: paths.adminInquiries },
  { name: "Subscribers", path: paths.adminSubscribers },
  { name: "Enrolments", path: paths.adminEnrollments },
  { name: "Programs", path: paths.adminPrograms },
  { name: "Registrations", path: paths.adminRegistrations },
  { name: "Certificates", path: paths.adminCertificates },
  { name: "Jobs", path: paths.adminJobs },
  { name: "Accounts", path: paths.adminUsers },
  { name: "Organisations", path: paths.adminOrganisations },
];

interface AdminGateProps {
  title: string;
  /** The heading once the page shows, when it depends on the URL (the prerendered page has `title`). */
  heading?: string;
  description: string;
  children: ReactNode;
}

export function AdminGate({ title, heading, description, children }: AdminGateProps) {
  return (
    <SignedInPage title={title}>
      {(user) => (
        <AdminOnly user={user} title={title} heading={heading} description={description}>
          {children}
        </AdminOnly>
      )}
    </SignedInPage>
  );
}

/** The role comes from GET /me: the same query, and cached answer, as the dashboard's. */
function AdminOnly({ user, ...props }: AdminGateProps & { user: CurrentUser }) {
  const me = useQuery({ ...meQuery(user.id), select: (data) => data.user });
  const navigate = useNavigate();
  // Staff need two-factor sign-in (the admin API refuses them without it): set it up first.
  const needsTwoFactor = me.data?.role === "admin" && !me.data.two_factor_enabled;
  useEffect(() => {
    if (needsTwoFactor) navigate(`${paths.dashboard}?setup=two-factor`, { replace: true });
  }, [needsTwoFactor, navigate]);
  if (me.isPending || needsTwoFactor) return <PageLoading title={props.title} />;
  if (me.data?.role !== "admin") return <NotAuthorised />;
  return <AdminLayout {...props} />;
}

export function NotAuthorised() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center bg-slate-50 px-4 py-16">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Not authorised</h1>
        <p className="mt-2 text-slate-700">
          The staff inbox is for Cortexa AI staff only. If you need access, ask an administrator to grant it to your account.
        </p>
        <Button asChild className="mt-6">
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
      </div>
    </div>
  );
}

function AdminLayout({ title, heading, description, children }: AdminGateProps) {
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Staff Inbox</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{heading ?? title}</h1>
          <p className="mt-1 text-slate-600">{description}</p>
          <nav aria-label="Staff inbox" className="mt-6 -mb-px flex gap-1 overflow-x-auto">
            {adminNav.map((item) => (
              <NavLink
                key={item.path}
                to={item.path}
                className={({ isActive }) =>
                  cn(
                    "border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600",
                    isActive ? "border-brand-600 text-brand-700" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900",
                  )
                }
              >
                {item.name}
              </NavLink>
            ))}
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>
    </>
  );
}
