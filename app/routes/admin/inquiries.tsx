import { AdminGate } from "~/features/admin/admin-gate";
import { InquiriesPage } from "~/features/admin/inquiries-page";
import { QueryProvider } from "~/lib/query-client";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/admin/inquiries");

export default function AdminInquiries() {
  return (
    <QueryProvider>
      <AdminGate title="Inquiries" description={sitePage("/admin/inquiries").description}>
        <InquiriesPage />
      </AdminGate>
    </QueryProvider>
  );
}
