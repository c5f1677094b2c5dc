import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { signUpWithEmail } from "./auth-api";
import { SIGN_UP_SUCCESS, signUpError, UNEXPECTED_ERROR } from "./auth-messages";
import type { SignUpInput } from "#contracts/auth";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { firstFormError } from "./first-form-error";
import { FormMessage } from "./form-message";

interface SignUpFormProps {
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
}

const validation = lazyZodResolver<SignUpInput>(() => import("#contracts/auth").then((m) => m.signUpSchema));

export function SignUpForm({ disabled, onBusyChange }: SignUpFormProps) {
  const form = useForm<SignUpInput>({
    resolver: validation.resolver,
    defaultValues: { fullName: "", email: "", password: "" },
  });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const submitting = form.formState.isSubmitting;
  const locked = disabled || submitting;
  const message = firstFormError(form.formState.errors, ["fullName", "email", "password"]) ?? error;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setSuccess(false);
    onBusyChange(true);
    try {
      const result = await signUpWithEmail(values.fullName, values.email, values.password);
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
    <form method="post" onSubmit={onSubmit} onFocusCapture={() => void validation.preload()} noValidate className="grid gap-4" aria-label="Sign up">
      <div className="grid gap-2">
        <Label htmlFor="signup-name">Full Name</Label>
        <Input
          id="signup-name"
          autoComplete="name"
          maxLength={100}
          placeholder="Asha Verma"
          disabled={locked}
          aria-invalid={!!form.formState.errors.fullName}
          aria-describedby={describedBy}
          {...form.register("fullName")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          maxLength={255}
          placeholder="you@example.com"
          disabled={locked}
          aria-invalid={!!form.formState.errors.email}
          aria-describedby={describedBy}
          {...form.register("email")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="signup-password">Password</Label>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          maxLength={72}
          disabled={locked}
          aria-invalid={!!form.formState.errors.password}
          aria-describedby={describedBy ? `${describedBy} signup-password-hint` : "signup-password-hint"}
          {...form.register("password")}
        />
        <p id="signup-password-hint" className="text-xs text-slate-600">
          At least 8 characters, including an uppercase letter, a lowercase letter and a number.
        </p>
      </div>
      {message && (
        <FormMessage id="signup-message" tone="error">
          {message}
        </FormMessage>
      )}
      {success && <FormMessage tone="success">{SIGN_UP_SUCCESS}</FormMessage>}
      <Button type="submit" variant="gradient" className="w-full" disabled={locked}>
        {submitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
