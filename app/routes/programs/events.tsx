import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs/events");

export default function ProgramsEventsPage() {
  return <PageHero title="AI Events and Conferences" description={sitePage("/programs/events").description} />;
}
