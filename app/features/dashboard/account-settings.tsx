import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, KeyRound, Laptop, Loader2, LogOut, Mail, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/text-field";
import { post } from "~/features/auth/auth-api";
import { passwordInput } from "~/features/auth/auth-field";
import { FormMessage } from "~/features/auth/form-message";
import { sessionChanged } from "~/features/auth/session";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError, apiFetch, apiRequest } from "~/lib/api-client";
import { changeEmailSchema, changePasswordSchema, type AccountSession } from "#contracts/account";
import { paths } from "#contracts/pages";

// The learner's own account on the Profile tab (issue 18): password, e-mail address, where they
// are signed in, their data and deleting the account. Loaded with the Profile tab only.

interface SignInMethods {
  hasPassword: boolean;
  twoFactor: boolean;
}

async function fetchMethods(): Promise<SignInMethods> {
  const [session, accounts] = await Promise.all([
    apiRequest("/api/auth/get-session").then((r) => (r.ok ? r.body : null)),
    apiRequest("/api/auth/list-accounts").then((r) => (r.ok ? r.body : [])),
  ]);
  if (!session?.user) throw new Error("Not signed in");
  return {
    hasPassword: Array.isArray(accounts) && accounts.some((a: { providerId?: string }) => a.providerId === "credential"),
    twoFactor: !!session.user.twoFactorEnabled,
  };
}

interface AccountSettingsProps {
  userId: string;
  email: string;
}

export default function AccountSettings({ userId, email }: AccountSettingsProps) {
  const methods = useQuery({ queryKey: ["sign-in-methods", userId], queryFn: fetchMethods, retry: 1 });
  return (
    <>
      <SettingsCard id="password" icon={KeyRound} title="Password">
        {methods.isPending ? <Loading /> : methods.isError ? <LoadFailed onRetry={() => void methods.refetch()} /> : <PasswordSection userId={userId} hasPassword={methods.data.hasPassword} />}
      </SettingsCard>
      <SettingsCard id="email" icon={Mail} title="E-mail Address">
        {methods.isPending ? <Loading /> : methods.isError ? <LoadFailed onRetry={() => void methods.refetch()} /> : <EmailSection email={email} hasPassword={methods.data.hasPassword} />}
      </SettingsCard>
      <SettingsCard id="sessions" icon={Laptop} title="Where You're Signed In">
        <SessionsSection userId={userId} />
      </SettingsCard>
      <SettingsCard id="data" icon={Download} title="Your Data">
        {methods.isPending ? <Loading /> : methods.isError ? <LoadFailed onRetry={() => void methods.refetch()} /> : <DataSection methods={methods.data} />}
      </SettingsCard>
    </>
  );
}

function SettingsCard({ id, icon: Icon, title, children }: { id: string; icon: typeof Mail; title: string; children: ReactNode }) {
  return (
    <Card className="mt-6 p-6">
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-5 text-brand-600" />
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading...
    </p>
  );
}

function LoadFailed({ onRetry, what = "your account settings" }: { onRetry: () => void; what?: string }) {
  return (
    <FormMessage tone="error">
      <p>We could not load {what}.</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </FormMessage>
  );
}

function fieldErrorsOf(error: { issues: { path: PropertyKey[]; message: string }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}

// ---- password ---------------------------------------------------------------------------------

function PasswordSection({ userId, hasPassword }: { userId: string; hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  if (!hasPassword) {
    return <p className="text-sm text-slate-600">You sign in with Google, GitHub or LinkedIn: your account has no password here.</p>;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const result = await post("/change-password", { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword });
      if (result.ok) {
        setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
        setMessage({ tone: "success", text: "Your password is changed. Every other device signed in to your account was signed out." });
        void queryClient.invalidateQueries({ queryKey: ["sessions", userId] });
      } else if (result.code === "INVALID_PASSWORD") {
        setErrors({ currentPassword: "Your current password is not right." });
      } else if (result.status === 400 && result.message) {
        setErrors({ newPassword: result.message });
      } else {
        setMessage({ tone: "error", text: "We could not change your password. Please try again." });
      }
    } catch {
      setMessage({ tone: "error", text: "Something went wrong. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4" aria-label="Change password">
      <p className="text-sm text-slate-600">Changing your password signs out every other device, including apps that use your account.</p>
      <TextField id={`${id}-current`} label="Current password" {...passwordInput} autoComplete="current-password" value={values.currentPassword} onChange={set("currentPassword")} disabled={busy} error={errors.currentPassword} />
      <TextField id={`${id}-new`} label="New password" {...passwordInput} autoComplete="new-password" value={values.newPassword} onChange={set("newPassword")} disabled={busy} error={errors.newPassword} />
      <TextField id={`${id}-confirm`} label="Confirm new password" {...passwordInput} autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} disabled={busy} error={errors.confirmPassword} />
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <Button type="submit" variant="gradient" className="w-fit" disabled={busy}>
        {busy ? "Changing..." : "Change password"}
      </Button>
    </form>
  );
}

// ---- e-mail -----------------------------------------------------------------------------------

function EmailSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const id = useId();
  const [params] = useSearchParams();
  const justChanged = params.get("email") === "changed";
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ newEmail: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);

  // Back from the confirmation link: the header and the other tabs learn the new address.
  useEffect(() => {
    if (justChanged) void sessionChanged();
  }, [justChanged]);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = changeEmailSchema.safeParse({ newEmail: values.newEmail, password: hasPassword ? values.password : undefined });
    const problems = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (hasPassword && !values.password) problems.password ??= "Enter your password";
    if (parsed.success && parsed.data.newEmail === email.toLowerCase()) problems.newEmail = "This is already your address.";
    if (Object.keys(problems).length || !parsed.success) return setErrors(problems);
    setErrors({});
    setBusy(true);
    try {
      const result = await post("/change-email", { ...parsed.data, callbackURL: `${paths.dashboard}?email=changed` });
      if (result.ok) {
        setSentTo(parsed.data.newEmail);
        setOpen(false);
        setValues({ newEmail: "", password: "" });
      } else if (result.code === "INVALID_PASSWORD") setErrors({ password: "That password is not right." });
      else setFailure("We could not start the change. Please try again.");
    } catch {
      setFailure("Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-slate-700">
        You sign in with <strong className="font-semibold break-all text-slate-900">{email}</strong>.
      </p>
      {justChanged && !sentTo && <FormMessage tone="success">Your e-mail address is changed. We told your old address about it.</FormMessage>}
      {sentTo && (
        <FormMessage tone="success">
          We sent a confirmation link to {sentTo}. Your address changes when you open it; until then you sign in with {email}.
        </FormMessage>
      )}
      {open ? (
        <form onSubmit={submit} noValidate className="grid max-w-md gap-4" aria-label="Change e-mail address">
          <TextField
            ref={first}
            id={`${id}-email`}
            label="New e-mail address"
            type="email"
            autoComplete="email"
            maxLength={255}
            value={values.newEmail}
            onChange={(e) => setValues((v) => ({ ...v, newEmail: e.target.value }))}
            disabled={busy}
            error={errors.newEmail}
          />
          {hasPassword && (
            <TextField
              id={`${id}-password`}
              label="Your password"
              {...passwordInput}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
              disabled={busy}
              error={errors.password}
            />
          )}
          <FormMessage tone="error">{failure}</FormMessage>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="gradient" disabled={busy}>
              {busy ? "Sending..." : "Send confirmation link"}
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
          Change e-mail address
        </Button>
      )}
    </div>
  );
}

// ---- sessions ---------------------------------------------------------------------------------

const when = (iso: string) => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function SessionsSection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const queryKey = ["sessions", userId];
  const list = useQuery({ queryKey, queryFn: () => apiFetch<{ sessions: AccountSession[] }>("/api/v1/me/sessions").then((r) => r.sessions), retry: 1 });
  const [notice, setNotice] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: (target: { id?: string; label: string }) =>
      apiFetch(target.id ? `/api/v1/me/sessions/${encodeURIComponent(target.id)}` : "/api/v1/me/sessions", { method: "DELETE" }),
    onSuccess: (_, target) => {
      setNotice(target.id ? `${target.label} is signed out.` : "Every other device is signed out.");
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      // Already gone: the list is out of date.
      if (error instanceof ApiError && error.status === 404) void queryClient.invalidateQueries({ queryKey });
    },
  });

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed what="your sessions" onRetry={() => void list.refetch()} />;
  const others = list.data.filter((s) => !s.current);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        Browsers and apps signed in to your account. Sign out any you do not recognise, and change your password.
      </p>
      <ul aria-label="Sessions" className="grid gap-3">
        {list.data.map((s) => (
          <li key={s.id} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {s.device}
                {s.current && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">This device</span>}
              </p>
              <p className="mt-1 text-sm break-words text-slate-600">
                {s.ip_address ? `IP address ${s.ip_address}` : "Place unknown"} · Last used {when(s.last_used_at)} · Signed in {when(s.created_at)}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="outline"
                size="sm"
                className="w-fit shrink-0"
                aria-label={`Sign out ${s.device}, last used ${when(s.last_used_at)}`}
                disabled={end.isPending}
                onClick={() => end.mutate({ id: s.id, label: s.device })}
              >
                <LogOut aria-hidden="true" /> Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 && <p className="text-sm text-slate-600">You are signed in on this device only.</p>}
      {others.length > 1 && (
        <Button variant="outline" className="w-fit" disabled={end.isPending} onClick={() => end.mutate({ label: "All others" })}>
          <LogOut aria-hidden="true" /> Sign out all other devices
        </Button>
      )}
      {end.isError && !(end.error instanceof ApiError && end.error.status === 404) && (
        <FormMessage tone="error">We could not sign that session out. Please try again.</FormMessage>
      )}
      <p role="status" aria-live="polite" className="text-sm text-green-800">
        {notice}
      </p>
    </div>
  );
}

// ---- data and deletion ------------------------------------------------------------------------

function DataSection({ methods }: { methods: SignInMethods }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-slate-600">
          Everything we hold about you: account, profile, enrolments, certificates, messages you sent us with this address,
          newsletter subscription and sessions, as one JSON file.
        </p>
        <Button asChild variant="outline" className="w-fit">
          <a href="/api/v1/me/export" download>
            <Download aria-hidden="true" /> Download my data
          </a>
        </Button>
      </div>
      <div className="grid gap-2 border-t border-slate-100 pt-6">
        <h3 className="font-medium text-slate-900">Delete account</h3>
        <p className="text-sm text-slate-600">
          Erases your account, profile and sessions for good. Your enrolments stay only as anonymous records for our course
          statistics. You can sign up again with the same address later.
        </p>
        <Button ref={opener} variant="destructive" className="w-fit" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" /> Delete account...
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} methods={methods} returnFocusTo={opener} />
    </div>
  );
}

function DeleteAccountDialog({
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
  const [busy, setBusy] = useState(false);
  const needsProof = methods.hasPassword || methods.twoFactor;

  useEffect(() => {
    if (!open) {
      setSecret("");
      setError(null);
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (needsProof && !secret.trim()) return setError(useCode ? "Enter a code from your authenticator app, or a backup code." : "Enter your password.");
    setBusy(true);
    setError(null);
    try {
      const body = !needsProof ? {} : useCode ? { code: secret.trim() } : { password: secret };
      await apiFetch("/api/v1/me", { method: "DELETE", body: JSON.stringify(body) });
      toastSuccess({ title: "Account deleted", description: "Your account and its data are erased. We sent a confirmation e-mail." });
      // Away from the dashboard first: it would send a signed-out visitor to the sign-in page.
      await navigate(paths.home, { replace: true });
      void sessionChanged();
    } catch (err) {
      setError(err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : "Something went wrong. Please try again.");
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This cannot be undone. Your account, profile, sign-in details and sessions are erased at once, and every device is
            signed out. Messages you sent us and a newsletter subscription are separate: unsubscribe with the link in any newsletter.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Delete account">
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
