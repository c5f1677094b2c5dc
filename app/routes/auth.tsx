import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/auth");

export default function AuthPage() {
  return <PageHero title="Sign In or Sign Up" description={sitePage("/auth").description} />;
}
