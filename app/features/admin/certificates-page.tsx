import { Award, Download, Search } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { formatCertificateDate } from "#contracts/certificate-code";
import { REVOCATION_REASON_MAX, type AdminCertificate } from "#contracts/certificates";
import { levelLabel } from "#contracts/vocabulary";
import { isForbidden, PAGE_SIZE } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { formatDateTime, LoadError, Pager, TableFrame, td, th, useCursorPages } from "./admin-table";
import { adminCertificatePdfUrl, useAdminCertificates, useRevokeCertificate } from "./certificates-api";
import { Field, FormAlert, Textarea } from "./form-fields";

// /admin/certificates: every certificate, newest first; search by code, name or e-mail (in the
// URL, so a link opens the same view); revoke one with a reason, after a confirmation.

export function CertificatesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() || undefined;
  const pages = useCursorPages(q ?? "");
  const list = useAdminCertificates({ q, after: pages.after });
  const [searchText, setSearchText] = useState(q ?? "");
  const searchId = useId();
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    const text = searchText.trim();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set("q", text);
        else next.delete("q");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  if (isForbidden(list.error)) return <NotAuthorised />;
  const certificates = list.data?.certificates ?? [];

  return (
    <div className="grid gap-6">
      <Card className="p-4">
        <form method="post" role="search" aria-label="Certificates" onSubmit={submitSearch} className="grid gap-1.5">
          <Label htmlFor={searchId}>Search</Label>
          <div className="flex gap-2">
            <Input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder="Code, learner's name or e-mail"
              maxLength={200}
            />
            <Button type="submit">
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
        </form>
      </Card>

      {list.isError && !list.data ? (
        <LoadError what="certificates" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p role="status" className="text-slate-700">
          Loading certificates...
        </p>
      ) : (
        <>
          <Pager
            label="certificates"
            pageIndex={pages.pageIndex}
            pageSize={PAGE_SIZE}
            shown={certificates.length}
            total={list.data.total}
            nextCursor={list.data.next_cursor}
            busy={list.isFetching}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
          {certificates.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <Award aria-hidden="true" className="size-10 text-slate-500" />
              <p className="mt-3 font-medium text-slate-900">No certificates found</p>
              <p className="mt-1 text-sm text-slate-600">
                {q ? "Try another code, name or e-mail address." : "Certificates appear here as learners complete their programs."}
              </p>
            </Card>
          ) : (
            <TableFrame caption="Certificates">
              <table className="w-full min-w-[56rem] divide-y divide-slate-200">
                <caption className="sr-only">Certificates, newest first</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={th}>
                      Issued
                    </th>
                    <th scope="col" className={th}>
                      Learner
                    </th>
                    <th scope="col" className={th}>
                      Program
                    </th>
                    <th scope="col" className={th}>
                      Code
                    </th>
                    <th scope="col" className={th}>
                      Status
                    </th>
                    <th scope="col" className={th}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 bg-white">
                  {certificates.map((c) => (
                    <tr key={c.code}>
                      <td className={`${td} whitespace-nowrap`}>{formatCertificateDate(c.issued_at)}</td>
                      <td className={td}>
                        <div className="font-medium break-words text-slate-900">{c.learner.name}</div>
                        <div className="break-all">{c.learner.email}</div>
                      </td>
                      <td className={`${td} max-w-xs`}>
                        <div className="font-medium text-slate-900">{c.course.title}</div>
                        <div className="text-slate-600">
                          {levelLabel(c.course.level)} · {c.course.duration}
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
                                PDF<span className="sr-only"> of certificate {c.code}</span>
                              </a>
                            </Button>
                            <Button variant="outline" size="sm" onClick={() => setRevoking(c)}>
                              Revoke<span className="sr-only"> certificate {c.code}</span>
                            </Button>
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          )}
        </>
      )}

      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}

/** Asks for the reason, then revokes; focus starts on Cancel (a change that cannot be undone). */
function RevokeDialog({ certificate, onClose }: { certificate: AdminCertificate | null; onClose: () => void }) {
  const revoke = useRevokeCertificate();
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const revokedCode = useRef<string | null>(null);

  function reset() {
    setReason("");
    setFieldError(undefined);
    setFormError(undefined);
    revoke.reset();
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!certificate) return;
    if (reason.trim().length < 3) {
      setFieldError("Give the reason for revoking");
      reasonRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setFormError(undefined);
    try {
      await revoke.mutateAsync({ code: certificate.code, reason: reason.trim() });
      revokedCode.current = certificate.code;
      toastSuccess({ title: "Certificate revoked", description: `${certificate.code} now shows as revoked to anyone who checks it.` });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.reason) {
        setFieldError(error.fields.reason);
        reasonRef.current?.focus();
      } else if (error instanceof ApiError && error.status !== 0) setFormError(error.message);
      else {
        console.error("Revoking the certificate failed:", error);
        setFormError("The certificate could not be revoked. Check your connection and try again.");
      }
    }
  }

  return (
    <Dialog
      open={certificate !== null}
      onOpenChange={(open) => {
        if (!open && !revoke.isPending) onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          reset();
          cancelRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Back to the certificate's status once it is revoked (its Revoke button is gone).
          const code = revokedCode.current;
          revokedCode.current = null;
          const status = code && document.getElementById(`status-${code}`);
          if (status) {
            event.preventDefault();
            status.focus();
          }
        }}
      >
        {certificate && (
          <form onSubmit={confirm} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Revoke this certificate?</DialogTitle>
              <DialogDescription>
                {certificate.learner.name}'s certificate for {certificate.course.title} ({certificate.code}) will show as revoked to anyone who
                checks it, and can no longer be downloaded. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <FormAlert message={formError} />
            <Field label="Reason" hint="Kept in the audit log and shown to the learner; never shown on the public check." error={fieldError}>
              {(control) => (
                <Textarea
                  {...control}
                  ref={reasonRef}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  maxLength={REVOCATION_REASON_MAX}
                  required
                />
              )}
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button ref={cancelRef} type="button" variant="outline" disabled={revoke.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={revoke.isPending} aria-busy={revoke.isPending || undefined}>
                {revoke.isPending ? "Revoking..." : "Revoke certificate"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
