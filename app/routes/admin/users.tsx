import { AdminGate } from "~/features/admin/admin-gate";
import { UsersPage } from "~/features/admin/users-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/users";

export const loader = () => pageTexts(paths.adminUsers);
export const meta = pageMeta;

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Accounts" description={loaderData.description}>
        <UsersPage />
      </AdminGate>
    </QueryProvider>
  );
}
