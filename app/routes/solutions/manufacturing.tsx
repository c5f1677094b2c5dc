import { manufacturing } from "~/content/solutions/manufacturing";
import { IndustryPage } from "~/features/solutions/industry-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.manufacturing);
export const meta = pageMeta;

export default function SolutionsManufacturingPage() {
  return <IndustryPage content={manufacturing} />;
}
