import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormTextField, passwordInput } from "~/components/ui/form-text-field";
import { sessionChanged } from "~/features/auth/session";
import { newBackupCodes, startTwoFactorSetup, turnOffTwoFactor, twoFactorError } from "~/features/auth/two-factor-api";
import { twoFactorPasswordSchema } from "#contracts/auth";
import { StepEnd } from "./step-end";
import { useT } from "~/i18n/i18n";

// The first step of a set-up, turning off or new backup codes: the password (when the account has one).

interface PasswordStepProps {
  needsPassword: boolean;
  purpose: "setup" | "turn-off" | "new-codes";
  onCancel: () => void;
  onDone: (result: { totpURI?: string; backupCodes?: string[] }) => void;
}

const purposeText = {
  setup: { title: "Confirm it is you", action: "Continue", busy: "Starting..." },
  "turn-off": { title: "Turn off two-factor sign-in", action: "Turn off", busy: "Turning off..." },
  "new-codes": { title: "New backup codes", action: "Make new codes", busy: "Making codes..." },
};

const checkPassword = zodResolver(twoFactorPasswordSchema);

export function PasswordStep({ needsPassword, purpose, onCancel, onDone }: PasswordStepProps) {
  // An account without a password has nothing to check here.
  const form = useForm({ resolver: needsPassword ? checkPassword : undefined, defaultValues: { password: "" } });
  // The server's refusal; the form's own check is in form.formState.errors.
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const error = form.formState.errors.password?.message ?? refusal;
  const id = useId();
  const { t } = useT();
  const text = purposeText[purpose];

  const submit = form.handleSubmit(
    async ({ password }) => {
      setRefusal(null);
      try {
        const call = purpose === "setup" ? startTwoFactorSetup : purpose === "turn-off" ? turnOffTwoFactor : newBackupCodes;
        const result = await call(needsPassword ? password : undefined);
        if (!result.ok) {
          setRefusal(result.code === "SESSION_NOT_FRESH" ? "For your safety, sign out and sign in again, then try this again." : twoFactorError(result));
          return;
        }
        if (purpose === "turn-off") await sessionChanged();
        onDone(result.data ?? {});
      } catch {
        setRefusal("Something went wrong. Please try again.");
      }
    },
    () => setRefusal(null),
  );

  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-4" aria-label={t(text.title)}>
      <h3 className="font-medium text-slate-900">{t(text.title)}</h3>
      {purpose === "turn-off" && (
        <p className="text-sm text-slate-600">{t("Signing in will ask for your password only. Your backup codes stop working.")}</p>
      )}
      {purpose === "new-codes" && <p className="text-sm text-slate-600">{t("Your old backup codes stop working once the new ones are made.")}</p>}
      {needsPassword ? (
        <FormTextField
          form={form}
          name="password"
          id={`${id}-password`}
          label={t("Password")}
          {...passwordInput}
          autoComplete="current-password"
          autoFocus
          disabled={busy}
          invalid={!!error}
          messageId={error ? `${id}-message` : undefined}
        />
      ) : (
        purpose === "setup" && <p className="text-sm text-slate-600">{t("You will scan a QR code with your authenticator app.")}</p>
      )}
      <StepEnd messageId={`${id}-message`} error={error} busy={busy} action={text.action} busyAction={text.busy} onCancel={onCancel} />
    </form>
  );
}
