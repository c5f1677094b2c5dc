import { useQuery } from "@tanstack/react-query";
import { Loader2, ShieldAlert } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useSession } from "~/features/auth/session";
import { cn } from "~/lib/cn";
import { apiFetch } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import type { Role } from "#contracts/vocabulary";

// The staff inbox's pages are client-rendered shells: prerendered as "Loading...", then the browser
// asks who is signed in. Signed out: off to /auth. Signed in without the admin role: a "not
// authorised" page. Staff without two-factor sign-in are sent to set it up on their Profile tab
// first. Every admin API checks the role and two-factor again on the server.

export const adminPaths = {
  inquiries: "/admin/inquiries",
  subscribers: "/admin/subscribers",
  enrollments: "/admin/enrollments",
} as const;

const adminNav = [
  { name: "Inquiries", path: adminPaths.inquiries },
  { name: "Subscribers", path: adminPaths.subscribers },
  { name: "Enrolments", path: adminPaths.enrollments },
];

interface AdminGateProps {
  title: string;
  description: string;
  children: ReactNode;
}

export function AdminGate({ title, description, children }: AdminGateProps) {
  const session = useSession();
  const navigate = useNavigate();
  const userId = session.status === "signed-in" ? session.user.id : null;
  const me = useQuery({
    queryKey: ["me", userId, "role"],
    queryFn: ({ signal }) => apiFetch<{ user: { role: Role; twoFactorEnabled?: boolean } }>("/api/v1/me", { signal }),
    select: (data) => data.user,
    enabled: userId !== null,
    retry: false,
  });

  useEffect(() => {
    if (session.status === "signed-out") navigate(paths.auth, { replace: true });
  }, [session.status, navigate]);
  const needsTwoFactor = me.data?.role === "admin" && !me.data.twoFactorEnabled;
  useEffect(() => {
    if (needsTwoFactor) navigate(`${paths.dashboard}?setup=two-factor`, { replace: true });
  }, [needsTwoFactor, navigate]);

  if (session.status !== "signed-in" || me.isPending || needsTwoFactor) return <AdminLoading title={title} />;
  if (me.data?.role !== "admin") return <NotAuthorised />;
  return (
    <AdminLayout title={title} description={description}>
      {children}
    </AdminLayout>
  );
}

export function AdminLoading({ title }: { title: string }) {
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      <h1 className="sr-only">{title}</h1>
      <div role="status" className="flex min-h-[calc(100dvh-4rem)] items-center justify-center gap-3 text-slate-700">
        <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-600" />
        <span className="text-lg font-medium">Loading...</span>
      </div>
    </div>
  );
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

function AdminLayout({ title, description, children }: AdminGateProps) {
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Staff Inbox</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
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
    </div>
  );
}
