import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "#contracts/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import type { AdminCertificate } from "~/lib/programs";
import { REVOCATION_REASON_MAX, revokeCertificateSchema, type RevokeCertificateInput } from "#contracts/certificates";
import { useRevokeCertificate } from "./certificates-api";
import { Field } from "~/components/ui/field";
import { Textarea } from "./form-fields";

// Revoking a certificate on /admin/certificates (loaded when staff open it): the reason is checked
// by the server's own schema (contracts/certificates.ts) before it is sent.

type Reason = z.output<typeof revokeCertificateSchema>;

/** Asks for the reason, then revokes; focus starts on Cancel (a change that cannot be undone). */
export default function RevokeDialog({ certificate, onClose }: { certificate: AdminCertificate; onClose: () => void }) {
  const revoke = useRevokeCertificate();
  const form = useForm<RevokeCertificateInput, unknown, Reason>({ resolver: zodResolver(revokeCertificateSchema), defaultValues: { reason: "" } });
  const [formError, setFormError] = useState<string>();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const revokedCode = useRef<string | null>(null);

  function reset() {
    form.reset();
    setFormError(undefined);
    revoke.reset();
  }

  async function revokeWith({ reason }: Reason) {
    setFormError(undefined);
    try {
      await revoke.mutateAsync({ code: certificate.code, reason });
      revokedCode.current = certificate.code;
      toastSuccess({
        title: "Certificate revoked",
        description: `${certificate.code} now shows as revoked to anyone who checks it.`,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.reason) form.setError("reason", { message: error.fields.reason }, { shouldFocus: true });
      else if (error instanceof ApiError && error.status !== 0) setFormError(error.message);
      else {
        console.error("Revoking the certificate failed:", error);
        setFormError("The certificate could not be revoked. Check your connection and try again.");
      }
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        reset();
        cancelRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        // Back to the certificate's status once it is revoked (its Revoke button is gone), else to
        // the Revoke button that opened the dialog.
        const id = revokedCode.current ? `status-${certificate.code}` : `revoke-${certificate.code}`;
        revokedCode.current = null;
        const target = document.getElementById(id);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }}
      cancelRef={cancelRef}
      title="Revoke this certificate?"
      description={`${certificate.learner.name}'s certificate for ${certificate.program.title} (${certificate.code}) will show as revoked to anyone who checks it, and can no longer be downloaded. This cannot be undone.`}
      error={formError}
      confirmLabel="Revoke certificate"
      busyLabel="Revoking..."
      busy={revoke.isPending}
      onConfirm={() => form.handleSubmit(revokeWith)()}
    >
      <Field label="Reason" hint="Kept in the audit log and shown to the learner; never shown on the public check." error={form.formState.errors.reason?.message}>
        {(control) => <Textarea {...control} maxLength={REVOCATION_REASON_MAX} required {...form.register("reason")} />}
      </Field>
    </ConfirmDialog>
  );
}
