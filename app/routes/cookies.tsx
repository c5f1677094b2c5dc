import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/cookies");

export default function CookiesPage() {
  return <PageHero title="Cookie Policy" description={sitePage("/cookies").description} />;
}
