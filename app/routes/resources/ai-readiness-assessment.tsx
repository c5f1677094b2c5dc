import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { AssessmentTool } from "~/features/assessments/assessment-tool";
import type { Route } from "./+types/ai-readiness-assessment";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.readinessAssessment, request);
export const meta = pageMeta;

export default function Page() {
  return <AssessmentTool tool="readiness" />;
}
