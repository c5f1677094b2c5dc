import { supplyChain } from "~/content/solutions/supply-chain";
import { IndustryPage } from "~/features/solutions/industry-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.supplyChain);
export const meta = pageMeta;

export default function SolutionsSupplyChainPage() {
  return <IndustryPage content={supplyChain} />;
}
