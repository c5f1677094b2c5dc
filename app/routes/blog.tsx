import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/blog");

export default function BlogPage() {
  return <PageHero title="Blog" description={sitePage("/blog").description} />;
}
