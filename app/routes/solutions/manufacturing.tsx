import { manufacturing } from "~/content/solutions/manufacturing";
import { IndustryPage } from "~/features/solutions/industry-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/solutions/manufacturing");

export default function SolutionsManufacturingPage() {
  return <IndustryPage content={manufacturing} />;
}
