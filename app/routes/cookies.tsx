import { cookiePolicy } from "~/content/knowledge/legal";
import { LegalPage } from "~/features/knowledge/legal-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/cookies");

export default function CookiesPage() {
  return <LegalPage document={cookiePolicy} />;
}
