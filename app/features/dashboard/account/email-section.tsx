import { zodResolver } from "@hookform/resolvers/zod";
import { Fragment, useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { emailInput, FormTextField, passwordInput } from "~/components/ui/form-text-field";
import { post } from "~/features/auth/auth-api";
import { FormMessage } from "~/features/auth/form-message";
import { sessionChanged } from "~/features/auth/session";
import { changeEmailSchema } from "#contracts/account";
import { paths } from "#contracts/pages";
import { useT } from "~/i18n/i18n";

// Changing the e-mail address (better-auth's /change-email): a confirmation link goes to the new
// address, and the page says so when the learner comes back from it.

export function EmailSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const justChanged = params.get("email") === "changed";
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // Back from the confirmation link: the header and the other tabs learn the new address.
  useEffect(() => {
    if (justChanged) void sessionChanged();
  }, [justChanged]);

  return (
    <div className="grid gap-4">
      <p className="text-slate-700">
        {/* The address in bold wherever the language puts it: the message with its {email} left unfilled, split there. */}
        {t("You sign in with {email}.")
          .split("{email}")
          .map((part, i) =>
            i === 0 ? (
              part
            ) : (
              <Fragment key={i}>
                <strong className="font-semibold break-all text-slate-900">{email}</strong>
                {part}
              </Fragment>
            ),
          )}
      </p>
      {justChanged && !sentTo && <FormMessage tone="success">{t("Your e-mail address is changed. We told your old address about it.")}</FormMessage>}
      {sentTo && (
        <FormMessage tone="success">
          {t("We sent a confirmation link to {to}. Your address changes when you open it; until then you sign in with {email}.", { to: sentTo, email })}
        </FormMessage>
      )}
      {open ? (
        <ChangeEmailForm
          email={email}
          hasPassword={hasPassword}
          onSent={(to) => (setSentTo(to), setOpen(false))}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
          {t("Change e-mail address")}
        </Button>
      )}
    </div>
  );
}

interface ChangeEmailFormProps {
  email: string;
  hasPassword: boolean;
  onSent: (to: string) => void;
  onCancel: () => void;
}

function ChangeEmailForm({ email, hasPassword, onSent, onCancel }: ChangeEmailFormProps) {
  const id = useId();
  const { t, href } = useT();
  const form = useForm({
    resolver: zodResolver(
      changeEmailSchema
        .refine((v) => !hasPassword || !!v.password, { message: "Enter your password", path: ["password"] })
        .refine((v) => v.newEmail !== email.toLowerCase(), { message: "This is already your address.", path: ["newEmail"] }),
    ),
    defaultValues: { newEmail: "", password: hasPassword ? "" : undefined },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;
  useEffect(() => setFocus("newEmail"), [setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await post("/change-email", { ...values, callbackURL: `${href(paths.dashboard)}?email=changed` });
      if (result.ok) onSent(values.newEmail);
      else if (result.code === "INVALID_PASSWORD") form.setError("password", { type: "server", message: "That password is not right." });
      else setFailure("We could not start the change. Please try again.");
    } catch {
      setFailure("Something went wrong. Please try again.");
    }
  });

  return (
    <form onSubmit={(event) => (setFailure(null), void submit(event))} noValidate className="grid max-w-md gap-4" aria-label={t("Change e-mail address")}>
      <FormTextField form={form} name="newEmail" showError id={`${id}-email`} label={t("New e-mail address")} {...emailInput} disabled={busy} />
      {hasPassword && (
        <FormTextField form={form} name="password" showError id={`${id}-password`} label={t("Your password")} {...passwordInput} autoComplete="current-password" disabled={busy} />
      )}
      <FormMessage tone="error">{failure}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="gradient" disabled={busy}>
          {busy ? t("Sending...") : t("Send confirmation link")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
