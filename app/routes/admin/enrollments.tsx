import { AdminGate } from "~/features/admin/admin-gate";
import { EnrollmentsPage } from "~/features/admin/enrollments-page";
import { QueryProvider } from "~/lib/query-client";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/admin/enrollments");

export default function AdminEnrollments() {
  return (
    <QueryProvider>
      <AdminGate title="Enrolments" description={sitePage("/admin/enrollments").description}>
        <EnrollmentsPage />
      </AdminGate>
    </QueryProvider>
  );
}
