import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Download, Loader2, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { passwordInput } from "~/features/auth/auth-field";
import { FormMessage } from "~/features/auth/form-message";
import { sessionChanged } from "~/features/auth/session";
import {
  confirmTwoFactorSetup,
  newBackupCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
  twoFactorError,
} from "~/features/auth/two-factor-api";

// Two-factor sign-in on the Profile tab: set up with an authenticator app (QR code or key),
// confirmed with a code, then ten backup codes shown once. Loaded with the Profile tab only; the
// QR code library loads when a set-up starts.

interface Status {
  enabled: boolean;
  hasPassword: boolean;
}

async function fetchStatus(): Promise<Status> {
  const [session, accounts] = await Promise.all([
    fetch("/api/auth/get-session", { credentials: "same-origin" }).then((r) => (r.ok ? r.json() : null)),
    fetch("/api/auth/list-accounts", { credentials: "same-origin" }).then((r) => (r.ok ? r.json() : [])),
  ]);
  if (!session?.user) throw new Error("Not signed in");
  return {
    enabled: !!session.user.twoFactorEnabled,
    hasPassword: Array.isArray(accounts) && accounts.some((a: { providerId?: string }) => a.providerId === "credential"),
  };
}

type Step =
  | { name: "idle" }
  | { name: "password"; purpose: "setup" | "turn-off" | "new-codes" }
  | { name: "scan"; uri: string; secret: string; backupCodes: string[] }
  | { name: "codes"; backupCodes: string[]; justEnabled: boolean };

interface TwoFactorPanelProps {
  userId: string;
  /** Staff sent here by the staff inbox: say why, and lead back once done. */
  requiredForStaff?: boolean;
}

export default function TwoFactorPanel({ userId, requiredForStaff = false }: TwoFactorPanelProps) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: ["two-factor", userId], queryFn: fetchStatus, retry: 1 });
  const [step, setStep] = useState<Step>({ name: "idle" });
  const heading = useRef<HTMLHeadingElement>(null);
  const autoStarted = useRef(false);

  // The staff inbox reads two-factor from /api/v1/me: drop what it has cached.
  const forgetAccount = () => queryClient.removeQueries({ queryKey: ["me"] });
  const done = async () => {
    forgetAccount();
    await queryClient.invalidateQueries({ queryKey: ["two-factor", userId] });
    setStep({ name: "idle" });
    heading.current?.focus();
  };

  // Staff sent here start the set-up at once.
  useEffect(() => {
    if (!requiredForStaff || autoStarted.current || !status.data || status.data.enabled) return;
    autoStarted.current = true;
    setStep({ name: "password", purpose: "setup" });
  }, [requiredForStaff, status.data]);

  let body: ReactNode;
  if (status.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading...
      </p>
    );
  } else if (status.isError) {
    body = (
      <FormMessage tone="error">
        <p>We could not load your sign-in settings.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </FormMessage>
    );
  } else if (step.name === "password") {
    body = (
      <PasswordStep
        needsPassword={status.data.hasPassword}
        purpose={step.purpose}
        onCancel={() => setStep({ name: "idle" })}
        onDone={(result) => {
          if (step.purpose === "turn-off") return void done();
          if (step.purpose === "new-codes") return setStep({ name: "codes", backupCodes: result.backupCodes ?? [], justEnabled: false });
          setStep({ name: "scan", uri: result.totpURI!, secret: secretOf(result.totpURI!), backupCodes: result.backupCodes ?? [] });
        }}
      />
    );
  } else if (step.name === "scan") {
    body = (
      <ScanStep
        uri={step.uri}
        secret={step.secret}
        onCancel={() => setStep({ name: "idle" })}
        onConfirmed={async () => {
          forgetAccount();
          await sessionChanged();
          setStep({ name: "codes", backupCodes: step.backupCodes, justEnabled: true });
        }}
      />
    );
  } else if (step.name === "codes") {
    body = <BackupCodes codes={step.backupCodes} justEnabled={step.justEnabled} requiredForStaff={requiredForStaff} onDone={done} />;
  } else if (status.data.enabled) {
    body = (
      <div className="grid gap-4">
        <p className="flex items-center gap-2 font-medium text-green-800">
          <ShieldCheck aria-hidden="true" className="size-5" /> Two-factor sign-in is on.
        </p>
        <p className="text-sm text-slate-600">
          Signing in asks for a code from your authenticator app, or one of your backup codes.
        </p>
        {requiredForStaff && (
          <Button asChild variant="gradient" className="w-fit">
            <Link to="/admin/inquiries">Open the staff inbox</Link>
          </Button>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setStep({ name: "password", purpose: "new-codes" })}>
            New backup codes
          </Button>
          <Button variant="outline" onClick={() => setStep({ name: "password", purpose: "turn-off" })}>
            <ShieldOff aria-hidden="true" /> Turn off
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-slate-600">
          Add a second step to signing in: a 6-digit code from an authenticator app on your phone (Google Authenticator,
          Microsoft Authenticator, 1Password and others). Someone who learns your password still cannot sign in.
        </p>
        <Button variant="gradient" className="w-fit" onClick={() => setStep({ name: "password", purpose: "setup" })}>
          <ShieldCheck aria-hidden="true" /> Set up two-factor sign-in
        </Button>
      </div>
    );
  }

  return (
    <Card className="mt-6 p-6">
      <section aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          Two-Factor Sign-In
        </h2>
        {requiredForStaff && status.data && !status.data.enabled && step.name !== "codes" && (
          <div className="mt-4">
            <FormMessage tone="error">Staff accounts must use two-factor sign-in to open the staff inbox. Set it up below.</FormMessage>
          </div>
        )}
        <div className="mt-4">{body}</div>
      </section>
    </Card>
  );
}

/** The base32 key in an otpauth:// URI, in groups of four for typing. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

interface PasswordStepProps {
  needsPassword: boolean;
  purpose: "setup" | "turn-off" | "new-codes";
  onCancel: () => void;
  onDone: (result: { totpURI?: string; backupCodes?: string[] }) => void;
}

/** The end of a step's form: its error line (which describes the step's field) and the Submit / Cancel buttons. */
function StepEnd(props: { messageId: string; error: string | null; busy: boolean; action: string; busyAction: string; onCancel: () => void }) {
  const { messageId, error, busy, onCancel } = props;
  return (
    <>
      <FormMessage id={messageId} tone="error">
        {error}
      </FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="gradient" disabled={busy}>
          {busy ? props.busyAction : props.action}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </>
  );
}

const purposeText = {
  setup: { title: "Confirm it is you", action: "Continue", busy: "Starting..." },
  "turn-off": { title: "Turn off two-factor sign-in", action: "Turn off", busy: "Turning off..." },
  "new-codes": { title: "New backup codes", action: "Make new codes", busy: "Making codes..." },
};

function PasswordStep({ needsPassword, purpose, onCancel, onDone }: PasswordStepProps) {
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

function ScanStep({ uri, secret, onCancel, onConfirmed }: { uri: string; secret: string; onCancel: () => void; onConfirmed: () => Promise<void> }) {
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(value)) return setError("Enter the 6-digit code your app shows.");
    setBusy(true);
    setError(null);
    try {
      const result = await confirmTwoFactorSetup(value);
      if (!result.ok) return setError(twoFactorError(result));
      await onConfirmed();
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Set up two-factor sign-in">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan the QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-[200px] shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white">
          {qr ? (
            <img src={qr} width={200} height={200} alt="QR code for your authenticator app" />
          ) : qrFailed ? (
            <p className="p-4 text-center text-sm text-slate-600">The QR code could not be drawn: type the key instead.</p>
          ) : (
            <Loader2 aria-label="Drawing the QR code" className="size-6 animate-spin text-brand-600" />
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <p className="text-sm font-medium text-slate-700" id={`${id}-key-label`}>
            Key for typing in
          </p>
          <code
            aria-labelledby={`${id}-key-label`}
            data-testid="totp-secret"
            className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
          >
            {secret}
          </code>
          <p className="text-xs text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <TextField
        id={`${id}-code`}
        label="Code from the app"
        className="max-w-xs"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={busy}
        aria-invalid={!!error}
        messageId={error ? `${id}-message` : undefined}
        inputClassName="font-mono tracking-widest"
      />
      <StepEnd messageId={`${id}-message`} error={error} busy={busy} action="Turn on" busyAction="Checking..." onCancel={onCancel} />
    </form>
  );
}

function BackupCodes({ codes, justEnabled, requiredForStaff, onDone }: { codes: string[]; justEnabled: boolean; requiredForStaff: boolean; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Cortexa AI backup codes (each works once)\n\n${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="grid gap-4">
      {justEnabled && (
        <FormMessage tone="success">Two-factor sign-in is on. Your other devices were signed out.</FormMessage>
      )}
      <h3 ref={title} tabIndex={-1} className="font-medium text-slate-900 outline-none">
        Save your backup codes
      </h3>
      <p className="text-sm text-slate-600">
        If you lose your phone, each code signs you in once. Keep them somewhere safe: they are shown only now.
      </p>
      <ol aria-label="Backup codes" className="grid grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-3 py-2 text-slate-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <Button asChild variant="outline">
          <a href={download} download="cortexa-backup-codes.txt">
            <Download aria-hidden="true" /> Download
          </a>
        </Button>
        <Button type="button" variant="gradient" onClick={onDone}>
          I have saved them
        </Button>
      </div>
      {requiredForStaff && justEnabled && (
        <p className="text-sm">
          <Link to="/admin/inquiries" className="font-medium text-brand-700 hover:underline">
            Open the staff inbox
          </Link>
        </p>
      )}
      <span aria-live="polite" className="sr-only">
        {copied ? "Backup codes copied" : ""}
      </span>
    </div>
  );
}
