import { useEffect, type ReactNode, type RefObject } from "react";
import { useNavigate, useNavigation } from "react-router";
import { PageLoading } from "~/components/layout/page-loading";
import { paths } from "#contracts/pages";
import type { CurrentUser } from "./current-user";
import { useSession } from "./session";
import { useT } from "~/i18n/i18n";

interface SignedInPageProps {
  /** The page's heading while it loads (for screen readers). */
  title: string;
  /** The page for the signed-in user. */
  children: (user: CurrentUser) => ReactNode;
  /** True while the page signs the user out itself and goes elsewhere than /auth. */
  leaving?: RefObject<boolean>;
  /** Where a signed-out visitor is sent: /auth, or /auth with what to continue to (a pricing plan). */
  authPath?: string;
}

/**
 * A page for signed-in users (the dashboard, the learning page, the staff inbox). Prerendered as
 * its loading state, as the server knows no session; the browser then asks who is signed in and
 * either sends the visitor to /auth or shows the page.
 */
export function SignedInPage({ title, children, leaving, authPath = paths.auth }: SignedInPageProps) {
  const session = useSession();
  const navigate = useNavigate();
  // A Hindi page sends a signed-out visitor to the Hindi sign-in page.
  const { href } = useT();
  const signInPath = href(authPath);
  // A page that is already going elsewhere (home after deleting the account) is not sent to /auth
  // when the ended session shows while that navigation loads; if it fails, the redirect follows.
  const navigating = useNavigation().state !== "idle";

  useEffect(() => {
    if (session.status === "signed-out" && !leaving?.current && !navigating) navigate(signInPath, { replace: true });
  }, [session.status, navigate, leaving, navigating, signInPath]);

  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      {session.status === "signed-in" ? children(session.user) : <PageLoading title={title} />}
    </div>
  );
}
