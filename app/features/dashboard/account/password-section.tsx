import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormTextField, passwordInput } from "~/components/ui/form-text-field";
import { post } from "~/features/auth/auth-api";
import { FormMessage } from "~/features/auth/form-message";
import { meKeys } from "~/lib/me-queries";
import { changePasswordSchema } from "#contracts/account";
import { useT } from "~/i18n/i18n";

// Changing the password (better-auth's /change-password), which signs out every other session.

export function PasswordSection({ userId, hasPassword }: { userId: string; hasPassword: boolean }) {
  const { t } = useT();
  if (!hasPassword) {
    return <p className="text-sm text-slate-600">{t("You sign in with Google, GitHub or LinkedIn: your account has no password here.")}</p>;
  }
  return <ChangePasswordForm userId={userId} />;
}

function ChangePasswordForm({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const { t } = useT();
  const id = useId();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setMessage(null);
    try {
      const result = await post("/change-password", { currentPassword, newPassword });
      if (result.ok) {
        form.reset();
        setMessage({ tone: "success", text: "Your password is changed. Every other device signed in to your account was signed out." });
        void queryClient.invalidateQueries({ queryKey: meKeys.sessions(userId) });
      } else if (result.code === "INVALID_PASSWORD") {
        form.setError("currentPassword", { type: "server", message: "Your current password is not right." });
      } else if (result.status === 400 && result.message) {
        form.setError("newPassword", { type: "server", message: result.message });
      } else {
        setMessage({ tone: "error", text: "We could not change your password. Please try again." });
      }
    } catch {
      setMessage({ tone: "error", text: "Something went wrong. Please try again." });
    }
  });

  return (
    <form onSubmit={(event) => (setMessage(null), void submit(event))} noValidate className="grid max-w-md gap-4" aria-label={t("Change password")}>
      <p className="text-sm text-slate-600">{t("Changing your password signs out every other device, including apps that use your account.")}</p>
      <FormTextField form={form} name="currentPassword" showError id={`${id}-current`} label={t("Current password")} {...passwordInput} autoComplete="current-password" disabled={busy} />
      <FormTextField form={form} name="newPassword" showError id={`${id}-new`} label={t("New password")} {...passwordInput} autoComplete="new-password" disabled={busy} />
      <FormTextField form={form} name="confirmPassword" showError id={`${id}-confirm`} label={t("Confirm new password")} {...passwordInput} autoComplete="new-password" disabled={busy} />
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <Button type="submit" variant="gradient" className="w-fit" disabled={busy}>
        {busy ? t("Changing...") : t("Change password")}
      </Button>
    </form>
  );
}
