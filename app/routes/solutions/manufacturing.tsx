import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/manufacturing");

export default function SolutionsManufacturingPage() {
  return <PageHero title="AI for Manufacturing" description={sitePage("/solutions/manufacturing").description} />;
}
