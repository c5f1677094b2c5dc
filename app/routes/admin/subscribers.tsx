import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/admin/subscribers");

export default function AdminSubscribers() {
  return <PageHero title="Newsletter Subscribers" description={sitePage("/admin/subscribers").description} />;
}
