import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/careers");

export default function CareersPage() {
  return <PageHero title="Careers" description={sitePage("/careers").description} />;
}
