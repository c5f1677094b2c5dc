import { Suspense } from "react";
import { PageLoading } from "~/components/layout/page-loading";
import { SignedInPage } from "~/features/auth/signed-in-page";
import { prefetched } from "~/lib/prefetched";
import { useT } from "~/i18n/i18n";

// The learner's page (/dashboard/learn?enrollment=<id>), signed in. Prerendered as its loading state
// (the session is not known then), so the page itself (its modules, progress and queries) is not
// among the first scripts: it loads once they have run, and the page hydrates, and answers a tap,
// sooner (a tap at first paint on /hi/dashboard/learn was 1,523 ms, over the 1,500 ms budget). As
// team-shell.tsx does for the team pages.

const SignedInLearnPage = prefetched(() => import("./learn-page"));

export function LearnPage() {
  const { t } = useT();
  const title = t("Continue Learning");
  return (
    <SignedInPage title={title}>
      {(user) => (
        <Suspense fallback={<PageLoading title={title} />}>
          <SignedInLearnPage user={user} />
        </Suspense>
      )}
    </SignedInPage>
  );
}
