import { NewsletterLinkPage } from "~/features/newsletter/newsletter-link-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.newsletterConfirm);
export const meta = pageMeta;

export default function NewsletterConfirm() {
  return <NewsletterLinkPage action="confirm" />;
}
