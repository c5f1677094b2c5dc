import type { Route } from "./+types/reset-password";
import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.resetPassword, request);
export const meta = pageMeta;

export default function ResetPassword() {
  return <ResetPasswordPage />;
}
