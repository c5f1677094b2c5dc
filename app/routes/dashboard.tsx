import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/dashboard");

export default function DashboardPage() {
  return <PageHero title="Learner Dashboard" description={sitePage("/dashboard").description} />;
}
