import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs/masterclasses");

export default function ProgramsMasterclassesPage() {
  return <PageHero title="AI Masterclasses" description={sitePage("/programs/masterclasses").description} />;
}
