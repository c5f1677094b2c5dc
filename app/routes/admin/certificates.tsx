import { AdminGate } from "~/features/admin/admin-gate";
import { CertificatesPage } from "~/features/admin/certificates-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/certificates";

export const loader = () => pageTexts(paths.adminCertificates);
export const meta = pageMeta;

export default function AdminCertificates({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGate title="Certificates" description={loaderData.description}>
        <CertificatesPage />
      </AdminGate>
    </QueryProvider>
  );
}
