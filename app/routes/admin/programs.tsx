import { AdminGate } from "~/features/admin/admin-gate";
import { ProgramsPage } from "~/features/admin/programs-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs";

export const loader = () => pageTexts(paths.adminPrograms);
export const meta = pageMeta;

export default function AdminPrograms({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Programs" description={loaderData.description}>
        <ProgramsPage />
      </AdminGate>
    </QueryProvider>
  );
}
