import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts("/reset-password");
export const meta = pageMeta;

export default function ResetPassword() {
  return <ResetPasswordPage />;
}
