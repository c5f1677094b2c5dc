import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/partners");

export default function PartnersPage() {
  return <PageHero title="Partners" description={sitePage("/partners").description} />;
}
