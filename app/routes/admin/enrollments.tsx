import { AdminGate } from "~/features/admin/admin-gate";
import { EnrollmentsPage } from "~/features/admin/enrollments-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/enrollments";

export const loader = () => pageTexts(paths.adminEnrollments);
export const meta = pageMeta;

export default function AdminEnrollments({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Enrolments" description={loaderData.description}>
        <EnrollmentsPage />
      </AdminGate>
    </QueryProvider>
  );
}
