import { Suspense } from "react";
import { PageLoading } from "~/components/layout/page-loading";
import { useT } from "~/i18n/i18n";
import { prefetched } from "~/lib/prefetched";
import { useHydrated } from "~/lib/use-hydrated";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/join";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamJoin, request);
export const meta = pageMeta;

// The invitation is the link's token (?token=…), which the prerendered page cannot know: it is the
// loading state until the page has hydrated, never "this link does not work", and the page's code
// (its form, its queries) is not among the first scripts (lib/prefetched.ts).
const JoinPage = prefetched(() => import("~/features/team/join-page"));

export default function JoinRoute() {
  const hydrated = useHydrated();
  const { t } = useT();
  const loading = <PageLoading title={t("Join your team")} />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <JoinPage />
    </Suspense>
  );
}
