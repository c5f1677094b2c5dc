import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/api-docs");

export default function ApiDocsPage() {
  return <PageHero title="API Documentation" description={sitePage("/api-docs").description} />;
}
