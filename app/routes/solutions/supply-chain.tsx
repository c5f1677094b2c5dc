import { supplyChain } from "~/content/solutions/supply-chain";
import { IndustryPage } from "~/features/solutions/industry-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/solutions/supply-chain");

export default function SolutionsSupplyChainPage() {
  return <IndustryPage content={supplyChain} />;
}
