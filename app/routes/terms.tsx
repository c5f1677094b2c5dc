import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/terms");

export default function TermsPage() {
  return <PageHero title="Terms of Service" description={sitePage("/terms").description} />;
}
