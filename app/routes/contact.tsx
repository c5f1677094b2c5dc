import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/contact");

export default function ContactPage() {
  return <PageHero title="Contact Us" description={sitePage("/contact").description} />;
}
