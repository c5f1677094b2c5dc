import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { useT } from "~/i18n/i18n";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const { t } = useT();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      // The request and the shared zod schema load on submit, not with every page.
      const { subscribe } = await import("./newsletter-api");
      await subscribe(email);
      setEmail("");
      toastSuccess({ title: t("Successfully subscribed!"), description: t("Thank you for subscribing to our newsletter.") });
    } catch (error) {
      console.error("Newsletter subscription error:", error);
      toastError({ title: t("Subscription failed"), description: t("Please try again later.") });
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        {t("Email address")}
      </label>
      <Input
        id="newsletter-email"
        type="email"
        required
        maxLength={255}
        autoComplete="email"
        placeholder={t("Enter your email")}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={pending}
        tone="dark"
      />
      <Button type="submit" variant="gradient" disabled={pending}>
        {pending ? t("Subscribing...") : t("Subscribe")}
      </Button>
    </form>
  );
}
