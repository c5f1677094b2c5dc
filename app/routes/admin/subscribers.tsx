import { AdminGate } from "~/features/admin/admin-gate";
import { SubscribersPage } from "~/features/admin/subscribers-page";
import { QueryProvider } from "~/lib/query-client";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/admin/subscribers");

export default function AdminSubscribers() {
  return (
    <QueryProvider>
      <AdminGate title="Newsletter Subscribers" description={sitePage("/admin/subscribers").description}>
        <SubscribersPage />
      </AdminGate>
    </QueryProvider>
  );
}
