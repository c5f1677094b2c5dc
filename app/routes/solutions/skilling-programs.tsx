import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/skilling-programs");

export default function SolutionsSkillingProgramsPage() {
  return <PageHero title="AI Skilling Programs" description={sitePage("/solutions/skilling-programs").description} />;
}
