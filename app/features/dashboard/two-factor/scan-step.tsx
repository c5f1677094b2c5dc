import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "~/components/ui/form-text-field";
import { confirmTwoFactorSetup, twoFactorError } from "~/features/auth/two-factor-api";
import { twoFactorSetupCodeSchema } from "#contracts/auth";
import { StepEnd } from "./step-end";
import { useT } from "~/i18n/i18n";

// The set-up's second step: the QR code (drawn by a library loaded now) or the key, then a code from the app.

/** The base32 key in an otpauth:// URI, in groups of four for typing. */
export function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

export function ScanStep({ uri, secret, onCancel, onConfirmed }: { uri: string; secret: string; onCancel: () => void; onConfirmed: () => Promise<void> }) {
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const form = useForm({ resolver: zodResolver(twoFactorSetupCodeSchema), defaultValues: { code: "" } });
  // The server's refusal; the form's own check is in form.formState.errors.
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const error = form.formState.errors.code?.message ?? refusal;
  const id = useId();
  const { t } = useT();

  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((QRCode) => QRCode.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: "M" }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQrFailed(true));
    return () => {
      live = false;
    };
  }, [uri]);

  const submit = form.handleSubmit(
    async ({ code }) => {
      setRefusal(null);
      try {
        const result = await confirmTwoFactorSetup(code);
        if (!result.ok) return setRefusal(twoFactorError(result));
        await onConfirmed();
      } catch {
        setRefusal("Something went wrong. Please try again.");
      }
    },
    () => setRefusal(null),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t("Set up two-factor sign-in")}>
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-700">
        <li>{t("Open your authenticator app and add an account.")}</li>
        <li>{t("Scan the QR code, or type the key below.")}</li>
        <li>{t("Enter the 6-digit code the app shows.")}</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-[200px] shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white">
          {qr ? (
            <img src={qr} width={200} height={200} alt={t("QR code for your authenticator app")} />
          ) : qrFailed ? (
            <p className="p-4 text-center text-sm text-slate-600">{t("The QR code could not be drawn: type the key instead.")}</p>
          ) : (
            <Loader2 aria-label={t("Drawing the QR code")} className="size-6 animate-spin text-brand-600" />
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <p className="text-sm font-medium text-slate-700" id={`${id}-key-label`}>
            {t("Key for typing in")}
          </p>
          <code
            aria-labelledby={`${id}-key-label`}
            data-testid="totp-secret"
            className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
          >
            {secret}
          </code>
          <p className="text-xs text-slate-600">{t("Time-based, 6 digits, every 30 seconds.")}</p>
        </div>
      </div>
      <FormTextField
        form={form}
        name="code"
        id={`${id}-code`}
        label={t("Code from the app")}
        className="max-w-xs"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
        disabled={busy}
        invalid={!!error}
        messageId={error ? `${id}-message` : undefined}
        inputClassName="font-mono tracking-widest"
      />
      <StepEnd messageId={`${id}-message`} error={error} busy={busy} action="Turn on" busyAction="Checking..." onCancel={onCancel} />
    </form>
  );
}

