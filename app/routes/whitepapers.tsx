import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/whitepapers");

export default function WhitepapersPage() {
  return <PageHero title="Whitepapers" description={sitePage("/whitepapers").description} />;
}
