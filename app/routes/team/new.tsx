import { PageLoading } from "~/components/layout/page-loading";
import { useT } from "~/i18n/i18n";
import { prefetched } from "~/lib/prefetched";
import { AfterHydration } from "~/lib/hydration";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/new";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamNew, request);
export const meta = pageMeta;

// The page is for a signed-in visitor and reads its plan from the address (?plan=…): the
// prerendered page is its loading state until the page has hydrated, and the page's code (its
// forms, its queries) is not among the first scripts (lib/prefetched.ts).
const NewTeamPage = prefetched(() => import("~/features/team/new-team-page"));

export default function NewTeamRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <AfterHydration fallback={<PageLoading title={t("Start your team's free trial")} />}>
      <NewTeamPage description={loaderData.description} />
    </AfterHydration>
  );
}
