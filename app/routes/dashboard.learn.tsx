import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/dashboard/learn");

export default function Page() {
  return <PageHero title="Continue Learning" description={sitePage("/dashboard/learn").description} />;
}
