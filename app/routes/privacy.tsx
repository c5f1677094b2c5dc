import { privacyPolicy } from "~/content/knowledge/legal";
import { LegalPage } from "~/features/knowledge/legal-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/privacy");

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
