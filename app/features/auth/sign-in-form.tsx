import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { resendVerification, signInWithEmail } from "./auth-api";
import { signInOutcome, UNEXPECTED_ERROR } from "./auth-messages";
import type { SignInInput } from "#contracts/auth";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { emailInput, FormTextField, passwordInput } from "~/components/ui/form-text-field";
import { firstFormError } from "./first-form-error";
import { FormMessage } from "./form-message";
import { paths } from "#contracts/pages";
import { useT } from "~/i18n/i18n";

interface SignInFormProps {
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
  onSignedIn: () => void;
}

// The second step, for accounts with two-factor sign-in: loaded only when a sign-in asks for it.
const TwoFactorChallenge = lazy(() => import("./two-factor-challenge"));

const validation = lazyZodResolver<SignInInput>(() => import("#contracts/auth").then((m) => m.signInSchema));

export function SignInForm({ disabled, onBusyChange, onSignedIn }: SignInFormProps) {
  const form = useForm<SignInInput>({
    resolver: validation.resolver,
    defaultValues: { email: "", password: "" },
    shouldFocusError: true,
  });
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resendState, setResendState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const [secondFactor, setSecondFactor] = useState(false);
  const submitting = form.formState.isSubmitting;
  const locked = disabled || submitting;
  const validationError = firstFormError(form.formState.errors, ["email", "password"]);
  const { t, href } = useT();

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setUnverifiedEmail(null);
    setResendState("idle");
    onBusyChange(true);
    try {
      const result = await signInWithEmail(values.email, values.password);
      if (result.ok && result.data?.twoFactorRedirect) return setSecondFactor(true);
      const outcome = signInOutcome(result);
      if (outcome.kind === "ok") return onSignedIn();
      if (outcome.kind === "unverified") setUnverifiedEmail(values.email);
      else setError(outcome.message);
    } catch {
      setError(UNEXPECTED_ERROR);
    } finally {
      onBusyChange(false);
    }
  });

  async function resend() {
    if (!unverifiedEmail) return;
    setResendState("sending");
    try {
      setResendState((await resendVerification(unverifiedEmail)).ok ? "sent" : "failed");
    } catch {
      setResendState("failed");
    }
  }

  const message = validationError ?? error;
  const describedBy = message ? "signin-message" : undefined;
  if (secondFactor) {
    return (
      <Suspense fallback={<p role="status" className="py-6 text-center text-slate-600">{t("Loading...")}</p>}>
        <TwoFactorChallenge
          onSignedIn={onSignedIn}
          onBusyChange={onBusyChange}
          onCancel={() => {
            setSecondFactor(false);
            form.setValue("password", "");
          }}
        />
      </Suspense>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} onFocusCapture={() => void validation.preload()} noValidate className="grid gap-4" aria-label={t("Sign in")}>
      <FormTextField form={form} name="email" id="signin-email" label={t("Email")} {...emailInput} placeholder="you@example.com" disabled={locked} messageId={describedBy} />
      <FormTextField
        form={form}
        name="password"
        id="signin-password"
        label={t("Password")}
        labelAside={
          <Link to={href(paths.resetPassword)} className="text-sm font-medium text-brand-700 hover:underline" tabIndex={locked ? -1 : undefined}>
            {t("Forgot password?")}
          </Link>
        }
        {...passwordInput}
        autoComplete="current-password"
        disabled={locked}
        messageId={describedBy}
      />
      <FormMessage id={describedBy} tone="error">
        {message}
      </FormMessage>
      {unverifiedEmail && (
        <FormMessage tone={resendState === "sent" ? "success" : "error"}>
          {resendState === "sent" ? (
            <p>{t("We sent a new confirmation link to {email}. Check your inbox.", { email: unverifiedEmail })}</p>
          ) : (
            <>
              <p>{t("Please confirm your email address before signing in. Check your inbox for the confirmation link.")}</p>
              {resendState === "failed" && <p className="mt-1">{t("We could not send the email. Please try again later.")}</p>}
              <Button variant="outline" size="sm" className="mt-2" onClick={resend} disabled={resendState === "sending"}>
                {resendState === "sending" ? t("Sending...") : t("Resend confirmation email")}
              </Button>
            </>
          )}
        </FormMessage>
      )}
      <Button type="submit" variant="gradient" className="w-full" disabled={locked}>
        {submitting ? t("Signing in...") : t("Sign In")}
      </Button>
    </form>
  );
}
