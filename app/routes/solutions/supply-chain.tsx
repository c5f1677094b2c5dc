import { supplyChain } from "~/content/solutions/supply-chain";
import { IndustryPage } from "~/features/solutions/industry-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/supply-chain";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.supplyChain, request);
export const meta = pageMeta;

export default function SolutionsSupplyChainPage() {
  return <IndustryPage content={supplyChain} />;
}
