import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/privacy");

export default function PrivacyPage() {
  return <PageHero title="Privacy Policy" description={sitePage("/privacy").description} />;
}
