import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/about");

export default function AboutPage() {
  return <PageHero title="About Us" description={sitePage("/about").description} />;
}
