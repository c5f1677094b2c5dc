import { Dashboard } from "~/features/dashboard/dashboard-page";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts("/dashboard");
export const meta = pageMeta;

export default function DashboardPage() {
  return <Dashboard />;
}
