import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/admin/inquiries");

export default function AdminInquiries() {
  return <PageHero title="Inquiries" description={sitePage("/admin/inquiries").description} />;
}
