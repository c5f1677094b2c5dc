import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/case-studies");

export default function CaseStudiesPage() {
  return <PageHero title="Case Studies" description={sitePage("/case-studies").description} />;
}
