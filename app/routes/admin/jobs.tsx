import { AdminGate } from "~/features/admin/admin-gate";
import { JobsPage } from "~/features/admin/jobs-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/jobs";

export const loader = () => pageTexts(paths.adminJobs);
export const meta = pageMeta;

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Jobs" description={loaderData.description}>
        <JobsPage />
      </AdminGate>
    </QueryProvider>
  );
}
