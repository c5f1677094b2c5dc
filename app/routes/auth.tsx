import { AuthPage } from "~/features/auth/auth-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/auth");

export default function Auth() {
  return <AuthPage />;
}
