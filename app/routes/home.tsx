import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/");

export default function Home() {
  return <PageHero title="AI Training for Enterprises, Institutions and Learners" description={sitePage("/").description} />;
}
