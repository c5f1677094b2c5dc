import { zodResolver } from "@hookform/resolvers/zod";
import { memo, useLayoutEffect, type BaseSyntheticEvent } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import type { z } from "#contracts/zod";
import { newsletterSchema } from "#contracts/newsletter";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { useT } from "~/i18n/i18n";
import { call } from "~/lib/api-client";

// The footer newsletter's react-hook-form part, loaded when the visitor first reaches for the
// form (newsletter-form.tsx): it renders nothing, and hands its form to the footer's component,
// which binds it to the input it already shows.

type Values = z.input<typeof newsletterSchema>;

export interface NewsletterBinding {
  form: UseFormReturn<Values, unknown, z.output<typeof newsletterSchema>>;
  /** Validates with the server's schema and subscribes (the form's submit). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

export interface NewsletterFormProps {
  onBind: (binding: NewsletterBinding) => void;
}

export const NewsletterLive = memo(function NewsletterLive({ onBind }: NewsletterFormProps) {
  const { t } = useT();
  // No default value: when the input is bound, react-hook-form takes what it holds (what the
  // visitor has typed so far) instead of writing an empty one over it.
  const form = useForm<Values, unknown, z.output<typeof newsletterSchema>>({ resolver: zodResolver(newsletterSchema) });

  function failed(error: unknown) {
    console.error("Newsletter subscription error:", error);
    toastError({ title: t("Subscription failed"), description: t("Please try again later.") });
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      await call("POST /newsletter", { body });
      form.reset({ email: "" });
      toastSuccess({ title: t("Successfully subscribed!"), description: t("Thank you for subscribing to our newsletter.") });
    } catch (error) {
      failed(error);
    }
  }, failed);

  // Handed over again whenever the form's state changes (the footer renders it).
  useLayoutEffect(() => onBind({ form, submit }), [form, form.formState, onBind, submit]);
  return null;
});
