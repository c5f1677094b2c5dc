import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs/webinars");

export default function ProgramsWebinarsPage() {
  return <PageHero title="AI Webinars" description={sitePage("/programs/webinars").description} />;
}
