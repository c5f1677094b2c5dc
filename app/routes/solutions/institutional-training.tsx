import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/institutional-training");

export default function SolutionsInstitutionalTrainingPage() {
  return <PageHero title="Institutional AI Training" description={sitePage("/solutions/institutional-training").description} />;
}
