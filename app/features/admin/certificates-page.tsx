import { Award, Download } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCertificateDate } from "#contracts/certificate-code";
import type { AdminCertificate } from "~/lib/programs";
import { levelLabel } from "#contracts/vocabulary";
import { isForbidden } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { AdminTable, type Column, formatDateTime, ListStates, Pager, td, useCursorPages } from "./admin-table";
import { adminCertificatePdfUrl, useAdminCertificates } from "./certificates-api";
import { ListSearch, useSetSearchParam } from "./list-search";

// The revoke dialog (Radix Dialog, the revocation schema with zod: ~40 KB gzip) loads when staff
// open it, not before the page can answer a tap.
const RevokeDialog = lazy(() => import("./revoke-certificate-dialog"));

const columns: Column[] = [
  { label: "Issued" },
  { label: "Learner" },
  { label: "Program" },
  { label: "Code" },
  { label: "Status" },
  { label: "Actions", srOnly: true },
];

// /admin/certificates: every certificate, newest first; search by code, name or e-mail (in the
// URL, so a link opens the same view); revoke one with a reason, after a confirmation.

export function CertificatesPage() {
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const q = params.get("q")?.trim() || undefined;
  const pages = useCursorPages(q ?? "");
  const list = useAdminCertificates({ q, after: pages.after });
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);

  if (isForbidden(list.error)) return <NotAuthorised />;

  return (
    <div className="grid gap-6">
      <Card className="p-4">
        <ListSearch label="Certificates" placeholder="Code, learner's name or e-mail" initial={q ?? ""} onSearch={(words) => setParam("q", words)} />
      </Card>

      <ListStates query={list} what="certificates">
        {(data) => (
          <>
            <Pager label="certificates" pages={pages} page={data} shown={data.certificates.length} busy={list.isFetching} />
            {data.certificates.length === 0 ? (
              <Card className="flex flex-col items-center px-6 py-12 text-center">
                <Award aria-hidden="true" className="size-10 text-slate-500" />
                <p className="mt-3 font-medium text-slate-900">No certificates found</p>
                <p className="mt-1 text-sm text-slate-600">
                  {q ? "Try another code, name or e-mail address." : "Certificates appear here as learners complete their programs."}
                </p>
              </Card>
            ) : (
              <AdminTable label="Certificates" caption="Certificates, newest first" columns={columns} className="min-w-[56rem]">
                {data.certificates.map((c) => (
                  <tr key={c.code}>
                    <td className={`${td} whitespace-nowrap`}>{formatCertificateDate(c.issued_at)}</td>
                    <td className={td}>
                      <div className="font-medium break-words text-slate-900">{c.learner.name}</div>
                      <div className="break-all">{c.learner.email}</div>
                    </td>
                    <td className={`${td} max-w-xs`}>
                      <div className="font-medium text-slate-900">{c.program.title}</div>
                      <div className="text-slate-600">
                        {levelLabel(c.program.level)} · {c.program.duration}
                      </div>
                    </td>
                    <td className={`${td} font-mono whitespace-nowrap`}>{c.code}</td>
                    <td className={`${td} max-w-xs`}>
                      <div id={`status-${c.code}`} tabIndex={-1} className="focus:outline-none">
                        {c.revocation ? (
                          <>
                            <Badge tone="red">Revoked</Badge>
                            <p className="mt-1 text-xs text-slate-700">
                              {formatDateTime(c.revocation.revoked_at)}
                              {c.revocation.by && ` by ${c.revocation.by}`}
                            </p>
                            <p className="mt-0.5 text-xs break-words text-slate-700">{c.revocation.reason}</p>
                          </>
                        ) : (
                          <Badge tone="green">Valid</Badge>
                        )}
                      </div>
                    </td>
                    <td className={`${td} text-right`}>
                      {!c.revocation && (
                        <div className="flex justify-end gap-2">
                          <Button asChild variant="outline" size="sm">
                            <a href={adminCertificatePdfUrl(c.code)} download>
                              <Download aria-hidden="true" />
                              PDF
                              <span className="sr-only"> of certificate {c.code}</span>
                            </a>
                          </Button>
                          <Button id={`revoke-${c.code}`} variant="outline" size="sm" onClick={() => setRevoking(c)}>
                            Revoke
                            <span className="sr-only"> certificate {c.code}</span>
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </>
        )}
      </ListStates>

      {revoking && (
        <Suspense fallback={null}>
          <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
        </Suspense>
      )}
    </div>
  );
}
