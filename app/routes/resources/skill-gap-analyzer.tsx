import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { AssessmentTool } from "~/features/assessments/assessment-tool";
import type { Route } from "./+types/skill-gap-analyzer";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.skillGapAnalyzer, request);
export const meta = pageMeta;

export default function Page() {
  return <AssessmentTool tool="skill-gap" />;
}
