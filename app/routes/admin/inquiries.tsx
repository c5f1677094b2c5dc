import { AdminGate } from "~/features/admin/admin-gate";
import { InquiriesPage } from "~/features/admin/inquiries-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/inquiries";

export const loader = () => pageTexts(paths.adminInquiries);
export const meta = pageMeta;

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Inquiries" description={loaderData.description}>
        <InquiriesPage />
      </AdminGate>
    </QueryProvider>
  );
}
