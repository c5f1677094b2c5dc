import { AuthPage } from "~/features/auth/auth-page";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts("/auth");
export const meta = pageMeta;

export default function Auth() {
  return <AuthPage />;
}
