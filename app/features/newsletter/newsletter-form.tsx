import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toastError, toastSuccess } from "~/features/toast/toast";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      // The request and the shared zod schema load on submit, not with every page.
      const { subscribe } = await import("./newsletter-api");
      await subscribe(email);
      setEmail("");
      toastSuccess({ title: "Successfully subscribed!", description: "Thank you for subscribing to our newsletter." });
    } catch (error) {
      console.error("Newsletter subscription error:", error);
      toastError({ title: "Subscription failed", description: "Please try again later." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <Input
        id="newsletter-email"
        type="email"
        required
        maxLength={255}
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={pending}
        tone="dark"
      />
      <Button type="submit" variant="gradient" disabled={pending}>
        {pending ? "Subscribing..." : "Subscribe"}
      </Button>
    </form>
  );
}
