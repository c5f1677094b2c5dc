import { AssessmentPage } from "~/features/assessments/assessment-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.skillGapAnalyzer);
export const meta = pageMeta;

export default function Page() {
  return <AssessmentPage tool="skill-gap" />;
}
