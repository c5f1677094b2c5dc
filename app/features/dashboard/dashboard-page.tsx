import { lazy, Suspense, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { signOut } from "~/features/auth/auth-api";
import { useSession } from "~/features/auth/session";
import { toastError } from "~/features/toast/toast";
import { paths } from "#contracts/pages";
import { PageLoading } from "~/components/layout/page-loading";

// The signed-in part (data layer, tabs, cards: ~25 KB gzip) is fetched as soon as this module runs,
// beside the session check, instead of before the page can answer a tap.
const loadSignedIn = () => import("./signed-in-dashboard");
const SignedInDashboard = lazy(loadSignedIn);
if (typeof window !== "undefined") void loadSignedIn();

// The learner dashboard. Prerendered as its loading state (the server knows no session); the
// browser then asks who is signed in and either redirects to /auth or loads the learner's data.

export function Dashboard() {
  const session = useSession();
  const navigate = useNavigate();
  // Signing out here goes home (spec: SIGNED_OUT sends the user to /), not to /auth.
  const leaving = useRef(false);

  useEffect(() => {
    if (session.status === "signed-out" && !leaving.current) navigate(paths.auth, { replace: true });
  }, [session.status, navigate]);

  async function handleSignOut() {
    leaving.current = true;
    try {
      const result = await signOut();
      if (!result.ok) throw new Error(result.message ?? `Sign out failed with HTTP ${result.status}`);
      const { queryClient } = await import("~/lib/query-client");
      queryClient.removeQueries({ queryKey: ["me"] });
      navigate(paths.home);
    } catch (error) {
      leaving.current = false;
      console.error("Sign out failed:", error);
      toastError({ title: "Error", description: "Sign out failed. Please try again." });
    }
  }

  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      {session.status === "signed-in" ? (
        <Suspense fallback={<PageLoading title="Learner Dashboard" />}>
          <SignedInDashboard user={session.user} onSignOut={handleSignOut} />
        </Suspense>
      ) : (
        <PageLoading title="Learner Dashboard" />
      )}
    </div>
  );
}
