import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/admin/enrollments");

export default function AdminEnrollments() {
  return <PageHero title="Enrolments" description={sitePage("/admin/enrollments").description} />;
}
