import type { Route } from "./+types/auth";
import { AuthPage } from "~/features/auth/auth-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.auth, request);
export const meta = pageMeta;

export default function Auth() {
  return <AuthPage />;
}
