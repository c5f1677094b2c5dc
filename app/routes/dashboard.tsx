import { Dashboard } from "~/features/dashboard/dashboard-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.dashboard);
export const meta = pageMeta;

export default function DashboardPage() {
  return <Dashboard />;
}
