import { AdminGate } from "~/features/admin/admin-gate";
import { SubscribersPage } from "~/features/admin/subscribers-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/subscribers";

export const loader = () => pageTexts(paths.adminSubscribers);
export const meta = pageMeta;

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Newsletter Subscribers" description={loaderData.description}>
        <SubscribersPage />
      </AdminGate>
    </QueryProvider>
  );
}
