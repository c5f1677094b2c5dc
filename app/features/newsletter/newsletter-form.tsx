import { useEffect, useRef, useState, type ComponentType, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/i18n";
import type { NewsletterBinding, NewsletterFormProps } from "./newsletter-live";

// The footer's newsletter box, on every page. Its form is react-hook-form with the server's
// zod schema like every other, but that library (~12.8 KB gzip) and zod are not in the scripts
// every page loads before the visitor does anything (the home page's budget): they load when the
// visitor first reaches for this form (focus, press or a keystroke in it; a submit before then
// waits for them). The DOM stays this component's the whole time, and react-hook-form is only
// handed the input that is already there (it reads its value from the element, like a keystroke),
// so nothing typed, the caret or the focus can be lost when it takes over; the markup is the same
// before and after. The shared Input, not TextField: TextField (with Label and FieldError) on every
// page would move into the common chunk, +0.35 KB gzip on the home page (docs/decisions/007).

type Live = ComponentType<NewsletterFormProps>;

export function NewsletterForm() {
  const { t } = useT();
  const [Live, setLive] = useState<Live | null>(null);
  const [binding, setBinding] = useState<NewsletterBinding | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  // A submit made before react-hook-form was there: sent once it is bound to the field.
  const submitWaiting = useRef(false);

  function load() {
    loading.current ??= import("./newsletter-live").then(
      ({ NewsletterLive }) => setLive(() => NewsletterLive),
      (error: unknown) => {
        loading.current = null; // the next focus or submit tries again
        throw error;
      },
    );
  }

  useEffect(() => {
    if (binding && submitWaiting.current) {
      submitWaiting.current = false;
      void binding.submit();
    }
  }, [binding]);

  function onSubmit(event: FormEvent) {
    if (binding) return void binding.submit(event);
    event.preventDefault();
    submitWaiting.current = true;
    load();
  }

  const form = binding?.form;
  const pending = form?.formState.isSubmitting ?? false;
  return (
    <form method="post" onSubmit={onSubmit} onFocus={load} onPointerDown={load} onInput={load} className="flex flex-col gap-2 sm:flex-row">
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
        tone="dark"
        name="email"
        disabled={pending}
        {...form?.register("email")}
      />
      <Button type="submit" variant="gradient" disabled={pending}>
        {pending ? t("Subscribing...") : t("Subscribe")}
      </Button>
      {Live && <Live onBind={setBinding} />}
    </form>
  );
}
