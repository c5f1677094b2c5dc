import { lazy, Suspense } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "#contracts/pages";
import { Avatar } from "./avatar";
import { useSession } from "./session";

const AccountMenu = lazy(() => import("./account-menu"));

/** The header's account controls: Sign In / Get Started, or the avatar menu when signed in. */
export function HeaderAccount({ mobile = false }: { mobile?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();

  if (session.status === "signed-in") {
    const { email } = session.user;
    if (mobile) {
      return (
        <>
          <div className="flex items-center gap-3 px-3 py-2">
            <Avatar text={email} />
            <span className="truncate text-sm text-slate-700">{email}</span>
          </div>
          <Button asChild variant="outline" size="sm" className="w-full">
            <Link to={paths.dashboard}>Dashboard</Link>
          </Button>
          <Button asChild variant="outline" size="sm" className="w-full">
            <Link to={paths.programs}>Browse Programs</Link>
          </Button>
          {session.user.role === "admin" && (
            <Button asChild variant="outline" size="sm" className="w-full">
              <Link to="/admin/inquiries">Staff Inbox</Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={async () => {
              const { signOut } = await import("./auth-api");
              await signOut();
              navigate("/");
            }}
          >
            Sign Out
          </Button>
        </>
      );
    }
    return (
      <Suspense fallback={<Avatar text={email} />}>
        <AccountMenu email={email} isAdmin={session.user.role === "admin"} />
      </Suspense>
    );
  }

  return (
    <>
      <Button asChild variant={mobile ? "outline" : "ghost"} size="sm" className={mobile ? "w-full" : ""}>
        <Link to={paths.auth}>Sign In</Link>
      </Button>
      <Button asChild variant="gradient" size="sm" className={mobile ? "w-full" : ""}>
        <Link to={paths.programs}>Get Started</Link>
      </Button>
    </>
  );
}
