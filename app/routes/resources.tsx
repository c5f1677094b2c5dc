import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/resources");

export default function ResourcesPage() {
  return <PageHero title="Resources" description={sitePage("/resources").description} />;
}
