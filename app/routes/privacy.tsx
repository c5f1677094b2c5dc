import { privacyPolicy } from "~/content/knowledge/legal";
import { LegalPage } from "~/features/knowledge/legal-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.privacy);
export const meta = pageMeta;

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
