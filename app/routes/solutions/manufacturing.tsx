import { manufacturing } from "~/content/solutions/manufacturing";
import { IndustryPage } from "~/features/solutions/industry-page";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts("/solutions/manufacturing");
export const meta = pageMeta;

export default function SolutionsManufacturingPage() {
  return <IndustryPage content={manufacturing} />;
}
