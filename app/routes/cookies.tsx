import { cookiePolicy } from "~/content/knowledge/legal";
import { LegalPage } from "~/features/knowledge/legal-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.cookies);
export const meta = pageMeta;

export default function CookiesPage() {
  return <LegalPage document={cookiePolicy} />;
}
