import { AssessmentPage } from "~/features/assessments/assessment-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/skill-gap-analyzer";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.skillGapAnalyzer, request);
export const meta = pageMeta;

export default function Page() {
  // The saved results and the organisation's name come through TanStack Query.
  return (
    <QueryProvider>
      <AssessmentPage tool="skill-gap" />
    </QueryProvider>
  );
}
