import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/ai-technology");

export default function AiTechnologyPage() {
  return <PageHero title="Our AI Technology" description={sitePage("/ai-technology").description} />;
}
