import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/solutions/financial-services");

export default function SolutionsFinancialServicesPage() {
  return <PageHero title="AI for Financial Services" description={sitePage("/solutions/financial-services").description} />;
}
