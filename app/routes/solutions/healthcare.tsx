import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/healthcare");

export default function SolutionsHealthcarePage() {
  return <PageHero title="AI for Healthcare" description={sitePage("/solutions/healthcare").description} />;
}
