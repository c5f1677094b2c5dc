import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormTextField } from "~/components/ui/form-text-field";
import type { z } from "#contracts/zod";
import { twoFactorChallengeSchema } from "#contracts/auth";
import { UNEXPECTED_ERROR } from "./auth-messages";
import { FormMessage } from "./form-message";
import { twoFactorError, verifySignInCode } from "./two-factor-api";
import { useT } from "~/i18n/i18n";

// The second step of a sign-in for an account with two-factor on: a code from the authenticator
// app, or one of the backup codes. Loaded only when a sign-in asks for it.

interface TwoFactorChallengeProps {
  onSignedIn: () => void;
  /** Back to the password form (the pending sign-in is dropped by the server after 10 minutes). */
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
}

type Challenge = z.input<typeof twoFactorChallengeSchema>;

export default function TwoFactorChallenge({ onSignedIn, onCancel, onBusyChange }: TwoFactorChallengeProps) {
  const { t } = useT();
  const form = useForm<Challenge, unknown, z.output<typeof twoFactorChallengeSchema>>({
    resolver: zodResolver(twoFactorChallengeSchema),
    defaultValues: { kind: "totp", code: "", trustDevice: false },
  });
  // The server's refusal; the form's own check is in form.formState.errors.
  const [refusal, setRefusal] = useState<string | null>(null);
  const kind = useWatch({ control: form.control, name: "kind" });
  const busy = form.formState.isSubmitting;
  const error = form.formState.errors.code?.message ?? refusal;

  // After a wrong code the field is selected for the next try, once it is enabled again.
  const selectCode = useRef(false);

  useEffect(() => form.setFocus("code"), [form, kind]);
  useEffect(() => {
    if (busy || !selectCode.current) return;
    selectCode.current = false;
    form.setFocus("code", { shouldSelect: true });
  }, [form, busy]);

  // handleSubmit runs on submit, not during render: the handler writes a ref.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async ({ kind, code, trustDevice }) => {
        setRefusal(null);
        onBusyChange?.(true);
        try {
          const result = await verifySignInCode(kind, code, trustDevice);
          if (result.ok) return onSignedIn();
          setRefusal(twoFactorError(result));
          if (result.code === "INVALID_TWO_FACTOR_COOKIE" || result.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return;
          selectCode.current = true;
        } catch {
          setRefusal(UNEXPECTED_ERROR);
        } finally {
          onBusyChange?.(false);
        }
      },
      () => setRefusal(null),
    )(event);

  const expired = error === "This sign-in has expired. Please sign in again.";
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("Two-factor sign-in")}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t("Two-factor sign-in")}</h2>
          <p className="text-sm text-slate-600">
            {kind === "totp"
              ? t("Enter the 6-digit code from your authenticator app.")
              : t("Enter one of the backup codes you saved when you set up two-factor sign-in. Each code works once.")}
          </p>
        </div>
      </div>
      <FormTextField
        form={form}
        name="code"
        id="two-factor-code"
        label={kind === "totp" ? t("Authentication code") : t("Backup code")}
        inputMode={kind === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={kind === "totp" ? 7 : 11}
        placeholder={kind === "totp" ? "123456" : "abcde-12345"}
        disabled={busy}
        invalid={!!error}
        messageId={error ? "two-factor-message" : undefined}
        inputClassName="font-mono tracking-widest"
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...form.register("trustDevice")} disabled={busy} className="size-4 rounded border-slate-300 accent-brand-600" />
        {t("Trust this device for 30 days")}
      </label>
      <FormMessage id="two-factor-message" tone="error">
        {error}
      </FormMessage>
      {expired ? (
        <Button type="button" variant="gradient" onClick={onCancel}>
          {t("Sign in again")}
        </Button>
      ) : (
        <Button type="submit" variant="gradient" disabled={busy}>
          {busy ? t("Verifying...") : t("Verify")}
        </Button>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline disabled:opacity-50"
          disabled={busy}
          onClick={() => {
            setRefusal(null);
            form.reset({ kind: kind === "totp" ? "backup" : "totp", code: "", trustDevice: form.getValues("trustDevice") });
          }}
        >
          {kind === "totp" ? t("Use a backup code instead") : t("Use your authenticator app instead")}
        </button>
        <button type="button" className="font-medium text-slate-600 hover:underline disabled:opacity-50" disabled={busy} onClick={onCancel}>
          {t("Cancel")}
        </button>
      </div>
    </form>
  );
}
