import { LearnPage } from "~/features/catalogue/learn-page";
import { QueryProvider } from "~/lib/query-client";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/dashboard/learn");

export default function DashboardLearnPage() {
  return (
    <QueryProvider>
      <LearnPage />
    </QueryProvider>
  );
}
