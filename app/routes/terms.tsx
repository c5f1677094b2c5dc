import { termsOfService } from "~/content/knowledge/legal";
import { LegalPage } from "~/features/knowledge/legal-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/terms");

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
