import type { Route } from "./+types/dashboard.learn";
import { LearnPage } from "~/features/catalogue/learn-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.dashboardLearn, request);
export const meta = pageMeta;

export default function DashboardLearnPage() {
  return (
    <QueryProvider>
      <LearnPage />
    </QueryProvider>
  );
}
