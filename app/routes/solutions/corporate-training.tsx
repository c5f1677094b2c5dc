import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/corporate-training");

export default function SolutionsCorporateTrainingPage() {
  return <PageHero title="Corporate AI Training" description={sitePage("/solutions/corporate-training").description} />;
}
