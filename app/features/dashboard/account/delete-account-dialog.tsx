import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormTextField } from "~/components/ui/form-text-field";
import { FormMessage } from "~/features/auth/form-message";
import { sessionChanged } from "~/features/auth/session";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { paths } from "#contracts/pages";
import { deleteAccountCodeSchema, deleteAccountPasswordSchema } from "#contracts/account";
import { useDeleteAccount, type SignInMethods } from "./account-api";
import { useT } from "~/i18n/i18n";

// Deleting the account: asks for the password or a code (an account without either signs in again
// first), then erases it and leaves for the home page.

/** The proof, as DELETE /me takes it: the password or a code, whichever the form asks for. */
interface Proof {
  password?: string;
  code?: string;
}
const byPassword = zodResolver(deleteAccountPasswordSchema) as Resolver<Proof>;
const byCode = zodResolver(deleteAccountCodeSchema) as Resolver<Proof>;

export function DeleteAccountDialog({
  open,
  onOpenChange,
  methods,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  methods: SignInMethods;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { t, href } = useT();
  const [useCode, setUseCode] = useState(!methods.hasPassword && methods.twoFactor);
  const form = useForm<Proof>({ resolver: useCode ? byCode : byPassword, defaultValues: { password: "", code: "" } });
  // The server's refusal; the form's own check is in form.formState.errors.
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const busy = remove.isPending;
  const needsProof = methods.hasPassword || methods.twoFactor;
  const field = useCode ? "code" : "password";
  const error = form.formState.errors[field]?.message ?? refusal;

  useEffect(() => {
    if (!open) {
      form.reset();
      setRefusal(null);
    }
  }, [form, open]);

  async function erase(proof: Proof) {
    setRefusal(null);
    try {
      await remove.mutateAsync(!needsProof ? {} : useCode ? { code: proof.code } : { password: proof.password });
      toastSuccess({ title: t("Account deleted"), description: t("Your account and its data are erased. We sent a confirmation e-mail.") });
      // Away from the dashboard first: it would send a signed-out visitor to the sign-in page.
      await navigate(href(paths.home), { replace: true });
      void sessionChanged();
    } catch (err) {
      // The server's message is shown as it is (FormMessage translates the ones the catalog has).
      setRefusal(err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : "Something went wrong. Please try again.");
    }
  }

  return (
    <ConfirmDialog
      role="dialog"
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
      title={t("Delete your account?")}
      description={t(
        "This cannot be undone. Your account, profile, sign-in details and sessions are erased at once, and every device is signed out. Messages you sent us and a newsletter subscription are separate: unsubscribe with the link in any newsletter.",
      )}
      formLabel={t("Delete account")}
      confirmLabel={t("Delete my account")}
      busyLabel={t("Deleting...")}
      cancelLabel={t("Cancel")}
      busy={busy}
      onConfirm={() => (needsProof ? form.handleSubmit(erase, () => setRefusal(null))() : erase({}))}
    >
      {needsProof ? (
        <FormTextField
          form={form}
          name={field}
          id={`${id}-secret`}
          label={useCode ? t("Code from your authenticator app, or a backup code") : t("Your password")}
          type={useCode ? "text" : "password"}
          inputMode={useCode ? "numeric" : undefined}
          autoComplete={useCode ? "one-time-code" : "current-password"}
          maxLength={useCode ? 20 : 72}
          autoFocus
          disabled={busy}
          invalid={!!error}
          messageId={error ? `${id}-error` : undefined}
        >
          {methods.hasPassword && methods.twoFactor && (
            <button type="button" className="w-fit text-sm font-medium text-brand-700 hover:underline" onClick={() => (setUseCode(!useCode), form.reset(), setRefusal(null))}>
              {useCode ? t("Use your password instead") : t("Use a code from your authenticator app instead")}
            </button>
          )}
        </FormTextField>
      ) : (
        <p className="text-sm text-slate-600">{t("If you signed in more than a few minutes ago, you will be asked to sign in again first.")}</p>
      )}
      <FormMessage id={`${id}-error`} tone="error">
        {error}
      </FormMessage>
    </ConfirmDialog>
  );
}
