import { ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { UNEXPECTED_ERROR } from "./auth-messages";
import { FormMessage } from "./form-message";
import { twoFactorError, verifySignInCode } from "./two-factor-api";

// The second step of a sign-in for an account with two-factor on: a code from the authenticator
// app, or one of the backup codes. Loaded only when a sign-in asks for it.

interface TwoFactorChallengeProps {
  onSignedIn: () => void;
  /** Back to the password form (the pending sign-in is dropped by the server after 10 minutes). */
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
}

export default function TwoFactorChallenge({ onSignedIn, onCancel, onBusyChange }: TwoFactorChallengeProps) {
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), [kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, "");
    if (kind === "totp" && !/^\d{6}$/.test(value)) return setError("Enter the 6-digit code from your authenticator app.");
    if (kind === "backup" && value.length < 10) return setError("Enter one of your backup codes, like abcde-12345.");
    setError(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      const result = await verifySignInCode(kind, value, trustDevice);
      if (result.ok) return onSignedIn();
      setError(twoFactorError(result));
      if (result.code === "INVALID_TWO_FACTOR_COOKIE" || result.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return;
      input.current?.select();
    } catch {
      setError(UNEXPECTED_ERROR);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  const expired = error === "This sign-in has expired. Please sign in again.";
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Two-factor sign-in">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Two-factor sign-in</h2>
          <p className="text-sm text-slate-600">
            {kind === "totp"
              ? "Enter the 6-digit code from your authenticator app."
              : "Enter one of the backup codes you saved when you set up two-factor sign-in. Each code works once."}
          </p>
        </div>
      </div>
      <TextField
        ref={input}
        id="two-factor-code"
        label={kind === "totp" ? "Authentication code" : "Backup code"}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode={kind === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={kind === "totp" ? 7 : 11}
        placeholder={kind === "totp" ? "123456" : "abcde-12345"}
        disabled={busy}
        aria-invalid={!!error}
        messageId={error ? "two-factor-message" : undefined}
        inputClassName="font-mono tracking-widest"
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
          disabled={busy}
          className="size-4 rounded border-slate-300 accent-brand-600"
        />
        Trust this device for 30 days
      </label>
      <FormMessage id="two-factor-message" tone="error">
        {error}
      </FormMessage>
      {expired ? (
        <Button type="button" variant="gradient" onClick={onCancel}>
          Sign in again
        </Button>
      ) : (
        <Button type="submit" variant="gradient" disabled={busy}>
          {busy ? "Verifying..." : "Verify"}
        </Button>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline disabled:opacity-50"
          disabled={busy}
          onClick={() => {
            setKind(kind === "totp" ? "backup" : "totp");
            setCode("");
            setError(null);
          }}
        >
          {kind === "totp" ? "Use a backup code instead" : "Use your authenticator app instead"}
        </button>
        <button type="button" className="font-medium text-slate-600 hover:underline disabled:opacity-50" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
