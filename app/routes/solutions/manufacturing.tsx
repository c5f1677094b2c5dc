import { manufacturing } from "~/content/solutions/manufacturing";
import { IndustryPage } from "~/features/solutions/industry-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/manufacturing";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.manufacturing, request);
export const meta = pageMeta;

export default function SolutionsManufacturingPage() {
  return <IndustryPage content={manufacturing} />;
}
