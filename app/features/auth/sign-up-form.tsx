import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { signUpWithEmail } from "./auth-api";
import { PASSWORD_HINT, SIGN_UP_SUCCESS, signUpError, UNEXPECTED_ERROR } from "./auth-messages";
import type { SignUpInput } from "#contracts/auth";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { emailInput, FormTextField, passwordInput } from "~/components/ui/form-text-field";
import { firstFormError } from "./first-form-error";
import { FormMessage } from "./form-message";
import { useT } from "~/i18n/i18n";

interface SignUpFormProps {
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
  /** Where the confirmation link lands (the dashboard unless a pricing plan or an invitation continues elsewhere). */
  callbackURL?: string;
}

const validation = lazyZodResolver<SignUpInput>(() => import("#contracts/auth").then((m) => m.signUpSchema));

export function SignUpForm({ disabled, onBusyChange, callbackURL }: SignUpFormProps) {
  const form = useForm<SignUpInput>({
    resolver: validation.resolver,
    defaultValues: { fullName: "", email: "", password: "" },
  });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const submitting = form.formState.isSubmitting;
  const locked = disabled || submitting;
  const { t } = useT();
  const message = firstFormError(form.formState.errors, ["fullName", "email", "password"]) ?? error;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setSuccess(false);
    onBusyChange(true);
    try {
      const result = await signUpWithEmail(values.fullName, values.email, values.password, callbackURL);
      if (result.ok) {
        setSuccess(true);
        form.reset();
      } else {
        setError(signUpError(result));
      }
    } catch {
      setError(UNEXPECTED_ERROR);
    } finally {
      onBusyChange(false);
    }
  });

  const describedBy = message ? "signup-message" : undefined;
  return (
    <form method="post" onSubmit={onSubmit} onFocusCapture={() => void validation.preload()} noValidate className="grid gap-4" aria-label={t("Sign up")}>
      <FormTextField form={form} name="fullName" id="signup-name" label={t("Full Name")} autoComplete="name" maxLength={100} placeholder="Asha Verma" disabled={locked} messageId={describedBy} />
      <FormTextField form={form} name="email" id="signup-email" label={t("Email")} {...emailInput} placeholder="you@example.com" disabled={locked} messageId={describedBy} />
      <FormTextField
        form={form}
        name="password"
        id="signup-password"
        label={t("Password")}
        hint={t(PASSWORD_HINT)}
        {...passwordInput}
        autoComplete="new-password"
        disabled={locked}
        messageId={describedBy}
      />
      <FormMessage id={describedBy} tone="error">
        {message}
      </FormMessage>
      {success && <FormMessage tone="success">{SIGN_UP_SUCCESS}</FormMessage>}
      <Button type="submit" variant="gradient" className="w-full" disabled={locked}>
        {submitting ? t("Creating account...") : t("Create Account")}
      </Button>
    </form>
  );
}
