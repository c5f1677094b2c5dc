import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "#contracts/pages";
import { Avatar } from "./avatar";
import { useSession } from "./session";
import { useT } from "~/i18n/i18n";

// The menu (Radix DropdownMenu, ~14 KB gzip) loads when the visitor reaches for the avatar, not
// when the page starts: on a slow phone it would take the link from what the page needs first.
const loadAccountMenu = () => import("./account-menu");
const AccountMenu = lazy(loadAccountMenu);

function AccountMenuButton({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <Suspense fallback={<Avatar text={email} />}>
        <AccountMenu email={email} isAdmin={isAdmin} defaultOpen />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      aria-label={`Account menu for ${email}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setOpened(true);
        }
      }}
    >
      <Avatar text={email} />
    </button>
  );
}

/** The header's account controls: Sign In / Get Started, or the avatar menu when signed in. */
export function HeaderAccount({ mobile = false }: { mobile?: boolean }) {
  const session = useSession();
  const { t, href } = useT();
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
            <Link to={href(paths.dashboard)}>{t("Dashboard")}</Link>
          </Button>
          <Button asChild variant="outline" size="sm" className="w-full">
            <Link to={href(paths.programs)}>{t("Browse Programs")}</Link>
          </Button>
          {session.user.role === "admin" && (
            <Button asChild variant="outline" size="sm" className="w-full">
              <Link to={paths.adminInquiries}>Staff Inbox</Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={async () => {
              const { signOut } = await import("./auth-api");
              await signOut();
              navigate(paths.home);
            }}
          >
            {t("Sign Out")}
          </Button>
        </>
      );
    }
    return <AccountMenuButton email={email} isAdmin={session.user.role === "admin"} />;
  }

  return (
    <>
      <Button asChild variant={mobile ? "outline" : "ghost"} size="sm" className={mobile ? "w-full" : ""}>
        <Link to={href(paths.auth)}>{t("Sign In")}</Link>
      </Button>
      <Button asChild variant="gradient" size="sm" className={mobile ? "w-full" : ""}>
        <Link to={href(paths.programs)}>{t("Get Started")}</Link>
      </Button>
    </>
  );
}
