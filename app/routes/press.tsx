import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/press");

export default function PressPage() {
  return <PageHero title="Press and Media" description={sitePage("/press").description} />;
}
