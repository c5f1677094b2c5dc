import type { Route } from "./+types/dashboard";
import { Dashboard } from "~/features/dashboard/dashboard-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.dashboard, request);
export const meta = pageMeta;

export default function DashboardPage() {
  return <Dashboard />;
}
