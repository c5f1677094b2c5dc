import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs/data-science");

export default function ProgramsDataSciencePage() {
  return <PageHero title="Data Science Program" description={sitePage("/programs/data-science").description} />;
}
