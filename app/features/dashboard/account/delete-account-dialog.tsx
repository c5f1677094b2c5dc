import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/text-field";
import { FormMessage } from "~/features/auth/form-message";
import { sessionChanged } from "~/features/auth/session";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { paths } from "#contracts/pages";
import { useDeleteAccount, type SignInMethods } from "./account-api";

// Deleting the account: asks for the password or a code (an account without either signs in again
// first), then erases it and leaves for the home page.

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
  const [useCode, setUseCode] = useState(!methods.hasPassword && methods.twoFactor);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const busy = remove.isPending;
  const needsProof = methods.hasPassword || methods.twoFactor;

  useEffect(() => {
    if (!open) {
      setSecret("");
      setError(null);
    }
  }, [open]);

  async function submit() {
    if (needsProof && !secret.trim()) return setError(useCode ? "Enter a code from your authenticator app, or a backup code." : "Enter your password.");
    setError(null);
    try {
      await remove.mutateAsync(!needsProof ? {} : useCode ? { code: secret.trim() } : { password: secret });
      toastSuccess({ title: "Account deleted", description: "Your account and its data are erased. We sent a confirmation e-mail." });
      // Away from the dashboard first: it would send a signed-out visitor to the sign-in page.
      await navigate(paths.home, { replace: true });
      void sessionChanged();
    } catch (err) {
      setError(err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : "Something went wrong. Please try again.");
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
      title="Delete your account?"
      description="This cannot be undone. Your account, profile, sign-in details and sessions are erased at once, and every device is signed out. Messages you sent us and a newsletter subscription are separate: unsubscribe with the link in any newsletter."
      formLabel="Delete account"
      confirmLabel="Delete my account"
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={submit}
    >
      {needsProof ? (
        <TextField
          id={`${id}-secret`}
          label={useCode ? "Code from your authenticator app, or a backup code" : "Your password"}
          type={useCode ? "text" : "password"}
          inputMode={useCode ? "numeric" : undefined}
          autoComplete={useCode ? "one-time-code" : "current-password"}
          maxLength={useCode ? 20 : 72}
          autoFocus
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          disabled={busy}
          aria-invalid={!!error}
          messageId={error ? `${id}-error` : undefined}
        >
          {methods.hasPassword && methods.twoFactor && (
            <button type="button" className="w-fit text-sm font-medium text-brand-700 hover:underline" onClick={() => (setUseCode(!useCode), setSecret(""), setError(null))}>
              {useCode ? "Use your password instead" : "Use a code from your authenticator app instead"}
            </button>
          )}
        </TextField>
      ) : (
        <p className="text-sm text-slate-600">If you signed in more than a few minutes ago, you will be asked to sign in again first.</p>
      )}
      <FormMessage id={`${id}-error`} tone="error">
        {error}
      </FormMessage>
    </ConfirmDialog>
  );
}
