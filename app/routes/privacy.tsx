import { privacyPolicy } from "~/content/knowledge/legal";
import { LegalPage } from "~/features/knowledge/legal-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.privacy, request);
export const meta = pageMeta;

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
