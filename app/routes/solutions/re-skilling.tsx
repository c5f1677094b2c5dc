import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/re-skilling");

export default function SolutionsReSkillingPage() {
  return <PageHero title="AI Re-skilling Programs" description={sitePage("/solutions/re-skilling").description} />;
}
