import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/up-skilling");

export default function SolutionsUpSkillingPage() {
  return <PageHero title="AI Up-skilling Programs" description={sitePage("/solutions/up-skilling").description} />;
}
