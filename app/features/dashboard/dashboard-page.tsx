import { lazy, Suspense, useRef } from "react";
import { useNavigate } from "react-router";
import { signOut } from "~/features/auth/auth-api";
import { SignedInPage } from "~/features/auth/signed-in-page";
import { toastError } from "~/features/toast/toast";
import { paths } from "#contracts/pages";
import { PageLoading } from "~/components/layout/page-loading";
import { useT } from "~/i18n/i18n";

// The signed-in part (data layer, tabs, cards: ~25 KB gzip) is fetched as soon as this module runs,
// beside the session check, instead of before the page can answer a tap.
const loadSignedIn = () => import("./signed-in-dashboard");
const SignedInDashboard = lazy(loadSignedIn);
if (typeof window !== "undefined") void loadSignedIn();

// The learner dashboard: a signed-in page (signed-in-page.tsx) that loads the learner's data.

export function Dashboard() {
  const navigate = useNavigate();
  const { t, href } = useT();
  // Signing out here goes home (spec: SIGNED_OUT sends the user to /), not to /auth.
  const leaving = useRef(false);

  async function handleSignOut() {
    leaving.current = true;
    try {
      const result = await signOut();
      if (!result.ok) throw new Error(result.message ?? `Sign out failed with HTTP ${result.status}`);
      const [{ queryClient }, { meKeys }] = await Promise.all([import("~/lib/query-client"), import("~/lib/me-queries")]);
      queryClient.removeQueries({ queryKey: meKeys.all });
      navigate(href(paths.home));
    } catch (error) {
      leaving.current = false;
      console.error("Sign out failed:", error);
      toastError({ title: t("Error"), description: t("Sign out failed. Please try again.") });
    }
  }

  return (
    <SignedInPage title={t("Learner Dashboard")} leaving={leaving}>
      {(user) => (
        <Suspense fallback={<PageLoading title={t("Learner Dashboard")} />}>
          <SignedInDashboard user={user} onSignOut={handleSignOut} />
        </Suspense>
      )}
    </SignedInPage>
  );
}
