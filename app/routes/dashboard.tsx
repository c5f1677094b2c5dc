import { Dashboard } from "~/features/dashboard/dashboard-page";
import { QueryProvider } from "~/lib/query-client";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/dashboard");

export default function DashboardPage() {
  return (
    <QueryProvider>
      <Dashboard />
    </QueryProvider>
  );
}
