import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs/seminars");

export default function ProgramsSeminarsPage() {
  return <PageHero title="AI Seminars" description={sitePage("/programs/seminars").description} />;
}
