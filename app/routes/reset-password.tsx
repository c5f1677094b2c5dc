import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/reset-password");

export default function ResetPassword() {
  return <ResetPasswordPage />;
}
