import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/supply-chain");

export default function SolutionsSupplyChainPage() {
  return <PageHero title="AI for Supply Chain" description={sitePage("/solutions/supply-chain").description} />;
}
