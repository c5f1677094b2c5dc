import { useId, useState, type FormEvent } from "react";
import { passwordInput } from "~/components/ui/form-text-field";
import { TextField } from "~/components/ui/text-field";
import { sessionChanged } from "~/features/auth/session";
import { newBackupCodes, startTwoFactorSetup, turnOffTwoFactor, twoFactorError } from "~/features/auth/two-factor-api";
import { StepEnd } from "./step-end";

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

export function PasswordStep({ needsPassword, purpose, onCancel, onDone }: PasswordStepProps) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const text = purposeText[purpose];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (needsPassword && !password) return setError("Enter your password.");
    setBusy(true);
    setError(null);
    try {
      const pw = needsPassword ? password : undefined;
      const call = purpose === "setup" ? startTwoFactorSetup : purpose === "turn-off" ? turnOffTwoFactor : newBackupCodes;
      const result = await call(pw);
      if (!result.ok) {
        setError(result.code === "SESSION_NOT_FRESH" ? "For your safety, sign out and sign in again, then try this again." : twoFactorError(result));
        return;
      }
      if (purpose === "turn-off") await sessionChanged();
      onDone(result.data ?? {});
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-4" aria-label={text.title}>
      <h3 className="font-medium text-slate-900">{text.title}</h3>
      {purpose === "turn-off" && (
        <p className="text-sm text-slate-600">Signing in will ask for your password only. Your backup codes stop working.</p>
      )}
      {purpose === "new-codes" && <p className="text-sm text-slate-600">Your old backup codes stop working once the new ones are made.</p>}
      {needsPassword ? (
        <TextField
          id={`${id}-password`}
          label="Password"
          {...passwordInput}
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
          aria-invalid={!!error}
          messageId={error ? `${id}-message` : undefined}
        />
      ) : (
        purpose === "setup" && <p className="text-sm text-slate-600">You will scan a QR code with your authenticator app.</p>
      )}
      <StepEnd messageId={`${id}-message`} error={error} busy={busy} action={text.action} busyAction={text.busy} onCancel={onCancel} />
    </form>
  );
}

