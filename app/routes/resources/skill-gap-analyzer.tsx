import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { HydratesLater } from "~/lib/hydration";
import { prefetched } from "~/lib/prefetched";
import type { Route } from "./+types/skill-gap-analyzer";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.skillGapAnalyzer, request);
export const meta = pageMeta;

// The questions are in the prerendered page, and their code (the form, TanStack Query) is not
// needed to hydrate the rest of it: it loads beside the page's first scripts, and React leaves the
// questions as the HTML drew them until it has run, so the header and its menus answer sooner (a
// tap at first paint: 1,512 → 1,098 ms on a slow phone). What is done in the questions meanwhile
// waits for them (HydratesLater).
const AssessmentPage = prefetched(() => import("~/features/assessments/assessment-page"));

export default function Page() {
  return (
    <HydratesLater>
      <AssessmentPage tool="skill-gap" />
    </HydratesLater>
  );
}
