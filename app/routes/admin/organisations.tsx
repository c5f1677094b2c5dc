import { AdminGate } from "~/features/admin/admin-gate";
import { OrganisationsPage } from "~/features/admin/organisations-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/organisations";

export const loader = () => pageTexts(paths.adminOrganisations);
export const meta = pageMeta;

export default function AdminOrganisations({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Organisations" description={loaderData.description}>
        <OrganisationsPage />
      </AdminGate>
    </QueryProvider>
  );
}
