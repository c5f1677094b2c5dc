import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs/workshops");

export default function ProgramsWorkshopsPage() {
  return <PageHero title="AI Workshops" description={sitePage("/programs/workshops").description} />;
}
