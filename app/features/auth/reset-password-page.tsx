import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { keepSignUpPassword, requestPasswordReset, resetPassword } from "./auth-api";
import { PASSWORD_HINT, UNEXPECTED_ERROR } from "./auth-messages";
import { emailInput, FormTextField, passwordInput } from "~/components/ui/form-text-field";
import { firstFormError } from "./first-form-error";
import { FormMessage } from "./form-message";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { paths } from "#contracts/pages";
import { useT } from "~/i18n/i18n";

const forgotValidation = lazyZodResolver<{ email: string }>(() => import("#contracts/auth").then((m) => m.forgotPasswordSchema));
// The server's own rule for the sign-up password typed again (POST /auth/keep-password).
const keepValidation = lazyZodResolver<{ password: string }>(() => import("#contracts/api-auth").then((m) => m.keepPasswordBodySchema.pick({ password: true })));
const resetValidation = lazyZodResolver<{ password: string; confirmPassword: string }>(() =>
  import("#contracts/auth").then((m) => m.resetPasswordSchema),
);

/** Without a token: ask for the reset e-mail. With the e-mail's token: choose a new password. */
export function ResetPasswordPage() {
  const { t, href } = useT();
  const [params] = useSearchParams();
  const token = params.get("token");
  const invalidLink = params.get("error") === "INVALID_TOKEN";
  // Sent here by the confirmation link when the password chosen at sign-up was discarded.
  const confirmed = params.get("confirmed") === "1";
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-purple-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 text-center text-3xl font-bold tracking-tight text-slate-900">
          {token && confirmed ? t("Choose Your Password") : t("Reset Your Password")}
        </h1>
        <Card className="mt-6 p-6">
          {token && confirmed && (
            <div className="mb-4">
              <FormMessage tone="success">
                {t(
                  "Your email address is confirmed. The link was opened in a different browser from the one that signed up, so for your safety, type the password you chose when you signed up to keep it, or choose a new one.",
                )}
              </FormMessage>
            </div>
          )}
          {token && confirmed && <KeepPasswordForm token={token} />}
          {token ? <NewPasswordForm token={token} /> : <RequestResetForm invalidLink={invalidLink} />}
        </Card>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t("Remembered it?")}{" "}
          <Link to={href(paths.auth)} className="font-medium text-brand-700 hover:underline">
            {t("Back to sign in")}
          </Link>
        </p>
      </div>
    </section>
  );
}

function RequestResetForm({ invalidLink }: { invalidLink: boolean }) {
  const { t } = useT();
  const form = useForm({ resolver: forgotValidation.resolver, defaultValues: { email: "" } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;
  const message = firstFormError(form.formState.errors, ["email"]) ?? error;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const result = await requestPasswordReset(email);
      if (result.ok) setSentTo(email);
      else setError(result.status === 429 ? "Too many requests. Please wait an hour before trying again." : "We could not send the email. Please try again.");
    } catch {
      setError(UNEXPECTED_ERROR);
    }
  });

  if (sentTo) {
    return (
      <FormMessage tone="success">
        {t("If an account exists for {email}, we sent it a link to choose a new password. Check your inbox.", { email: sentTo })}
      </FormMessage>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} onFocusCapture={() => void forgotValidation.preload()} noValidate className="grid gap-4" aria-label={t("Request a password reset")}>
      {invalidLink && <FormMessage tone="error">{t("This reset link is invalid or has expired. Request a new one below.")}</FormMessage>}
      <p className="text-sm text-slate-600">{t("Enter the email address of your account and we will send you a link to choose a new password.")}</p>
      <FormTextField form={form} name="email" id="reset-email" label={t("Email")} {...emailInput} disabled={submitting} />
      <FormMessage tone="error">{message}</FormMessage>
      <Button type="submit" variant="gradient" disabled={submitting}>
        {submitting ? t("Sending...") : t("Send Reset Link")}
      </Button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t, href } = useT();
  const form = useForm({ resolver: resetValidation.resolver, defaultValues: { password: "", confirmPassword: "" } });
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;
  const message = firstFormError(form.formState.errors, ["password", "confirmPassword"]) ?? error;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const result = await resetPassword(token, password);
      if (result.ok) setDone(true);
      else if (result.code === "INVALID_TOKEN") setError("This reset link is invalid or has expired. Request a new one.");
      else if (result.code === "WEAK_PASSWORD") setError("Password is too weak. Please use a stronger password.");
      else setError("We could not change your password. Please try again.");
    } catch {
      setError(UNEXPECTED_ERROR);
    }
  });

  if (done) {
    return (
      <div className="grid gap-4">
        <FormMessage tone="success">{t("Your password has been changed. You can now sign in with it.")}</FormMessage>
        <Button asChild variant="gradient">
          <Link to={href(paths.auth)}>{t("Sign In")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} onFocusCapture={() => void resetValidation.preload()} noValidate className="grid gap-4" aria-label={t("Choose a new password")}>
      <TextField id="new-password" label={t("New password")} hint={t(PASSWORD_HINT)} {...passwordInput} autoComplete="new-password" disabled={submitting} {...form.register("password")} />
      <TextField id="confirm-password" label={t("Confirm new password")} {...passwordInput} autoComplete="new-password" disabled={submitting} {...form.register("confirmPassword")} />
      <FormMessage tone="error">{message}</FormMessage>
      <Button type="submit" variant="gradient" disabled={submitting}>
        {submitting ? t("Saving...") : t("Set New Password")}
      </Button>
    </form>
  );
}

/** The confirmation link was opened in another browser: typing the sign-up password keeps it. */
function KeepPasswordForm({ token }: { token: string }) {
  const { t, href } = useT();
  const form = useForm({ resolver: keepValidation.resolver, defaultValues: { password: "" } });
  const [state, setState] = useState<"idle" | "kept">("idle");
  const [error, setError] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;
  const message = firstFormError(form.formState.errors, ["password"]) ?? error;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const result = await keepSignUpPassword(token, password);
      if (result.ok) return setState("kept");
      setError(
        result.code === "invalid_password"
          ? "That is not the password you chose when you signed up. Try again, or choose a new one below."
          : result.code === "rate_limited"
            ? "Too many attempts. Please wait a little, or choose a new password below."
            : "This link is invalid or has expired. Choose a new password below, or request a new link.",
      );
    } catch {
      setError(UNEXPECTED_ERROR);
    }
  });

  if (state === "kept") {
    return (
      <div className="mb-6 grid gap-4">
        <FormMessage tone="success">{t("You kept your password. You are signed in.")}</FormMessage>
        <Button asChild variant="gradient">
          <Link to={href(paths.dashboard)}>{t("Go to Dashboard")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocusCapture={() => void keepValidation.preload()}
      noValidate
      className="mb-6 grid gap-4 border-b border-slate-200 pb-6"
      aria-label={t("Keep your sign-up password")}
    >
      <FormTextField form={form} name="password" id="keep-password" label={t("Password chosen at sign-up")} {...passwordInput} autoComplete="current-password" disabled={saving} />
      <FormMessage tone="error">{message}</FormMessage>
      <Button type="submit" variant="outline" disabled={saving}>
        {saving ? t("Checking...") : t("Keep This Password")}
      </Button>
      <p className="text-center text-sm text-slate-600">{t("or choose a new password:")}</p>
    </form>
  );
}
