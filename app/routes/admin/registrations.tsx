import { AdminGate } from "~/features/admin/admin-gate";
import { RegistrationsPage } from "~/features/admin/registrations-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/registrations";

export const loader = () => pageTexts(paths.adminRegistrations);
export const meta = pageMeta;

export default function AdminRegistrations({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Registrations" description={loaderData.description}>
        <RegistrationsPage />
      </AdminGate>
    </QueryProvider>
  );
}
