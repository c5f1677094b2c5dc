import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs");

export default function ProgramsPage() {
  return <PageHero title="AI Training Programs" description={sitePage("/programs").description} />;
}
