import { Mail } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/i18n";

/**
 * The blog's newsletter box. Per the spec it is inert: an e-mail-typed input with no validation
 * and a Subscribe button that does nothing (the working sign-up is the footer's).
 */
export function BlogNewsletter() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="blog-newsletter-heading"
      className="rounded-2xl bg-gradient-to-r from-brand-700 to-purple-800 px-6 py-10 text-white sm:px-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <Mail className="mx-auto size-10 text-brand-100" aria-hidden="true" />
        <h2 id="blog-newsletter-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
          {t("Never Miss an Article")}
        </h2>
        <p className="mt-3 text-brand-50">
          {t("Get our latest insights, tutorials and research on applied AI delivered to your inbox every two weeks.")}
        </p>
        <div className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
          <label htmlFor="blog-newsletter-email" className="sr-only">
            {t("Your email for blog updates")}
          </label>
          <Input
            id="blog-newsletter-email"
            type="email"
            autoComplete="email"
            placeholder={t("Enter your email")}
            className="h-11 border-white/40 bg-white"
          />
          <Button variant="light" size="lg">
            {t("Subscribe")}
          </Button>
        </div>
      </div>
    </section>
  );
}
