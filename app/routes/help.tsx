import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/help");

export default function HelpPage() {
  return <PageHero title="Help Center" description={sitePage("/help").description} />;
}
