import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/reset-password");

export default function Page() {
  return <PageHero title="Reset Your Password" description={sitePage("/reset-password").description} />;
}
