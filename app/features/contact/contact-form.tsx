import { Send } from "lucide-react";
import { useRef, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { cn } from "~/lib/cn";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { outcomeToast, sendInquiry, validationToast } from "./contact-api";
import { translated } from "~/features/toast/translated";
import type { ContactField, ContactInput, ContactValues } from "#contracts/contact";
import { useT } from "~/i18n/i18n";

// The contact form: react-hook-form with the server's own zod schema (contracts/contact.ts), which
// loads when the visitor first touches the form, so the page itself ships no validation code.

const MESSAGE_MAX = 1000;

const empty: Record<ContactField, string> = { name: "", email: "", company: "", phone: "", subject: "", message: "" };
const fieldOrder: ContactField[] = ["name", "email", "company", "phone", "subject", "message"];

const validation = lazyZodResolver<ContactInput, ContactValues>(() => import("#contracts/contact").then((m) => m.contactSchema));

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

export function ContactForm() {
  // Checked on submit only: editing a field clears that field's error (spec section 4), it does not re-check it.
  const form = useForm<ContactInput, unknown, ContactValues>({ resolver: validation.resolver, defaultValues: empty, reValidateMode: "onSubmit" });
  const { errors, isSubmitting: sending } = form.formState;
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { t } = useT();

  function showErrors(fields: Partial<Record<ContactField, string>>) {
    for (const f of fieldOrder) if (fields[f]) form.setError(f, { message: fields[f] });
    const first = fieldOrder.find((f) => fields[f]);
    if (first) form.setFocus(first);
  }

  async function send(values: ContactValues) {
    const outcome = await sendInquiry({ ...values, website: honeypotRef.current?.value ?? "" });
    const { tone, toast } = outcomeToast(outcome);
    if (outcome.kind === "invalid") showErrors(outcome.fields);
    if (outcome.kind === "sent") {
      form.reset(empty);
      if (honeypotRef.current) honeypotRef.current.value = "";
    }
    (tone === "success" ? toastSuccess : toastError)(translated(toast, t));
  }

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form
      .handleSubmit(send, () => toastError(translated(validationToast, t)))(event)
      .catch((error: unknown) => {
        console.error("Contact form error:", error);
        toastError(translated(outcomeToast({ kind: "unexpected" }).toast, t));
      });

  const field = (name: ContactField) => ({
    id: fieldId(name),
    ...form.register(name, { onChange: () => errors[name] && form.clearErrors(name) }),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(name) : undefined,
  });

  const messageLength = useWatch({ control: form.control, name: "message" }).length;

  return (
    <form method="post" noValidate onSubmit={submit} onFocusCapture={() => void validation.preload()} className="relative grid gap-5">
      <p className="text-sm text-slate-600">
        {t("Fields marked")} <span aria-hidden="true">*</span>
        <span className="sr-only">{t("with an asterisk")}</span> {t("are required.")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={t("Name")} required error={errors.name?.message}>
          <Input {...field("name")} autoComplete="name" placeholder={t("Your full name")} aria-required="true" />
        </Field>
        <Field name="email" label={t("Email")} required error={errors.email?.message}>
          <Input {...field("email")} type="email" inputMode="email" autoComplete="email" placeholder="you@company.com" aria-required="true" />
        </Field>
        <Field name="company" label={t("Company")} error={errors.company?.message}>
          <Input {...field("company")} autoComplete="organization" placeholder={t("Your organisation")} />
        </Field>
        <Field name="phone" label={t("Phone")} error={errors.phone?.message}>
          <Input {...field("phone")} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
        </Field>
      </div>
      <Field name="subject" label={t("Subject")} error={errors.subject?.message}>
        <Input {...field("subject")} placeholder={t("How can we help?")} />
      </Field>
      <Field name="message" label={t("Message")} required error={errors.message?.message}>
        <textarea
          {...field("message")}
          aria-required="true"
          aria-describedby={[errors.message && errorId("message"), "contact-message-count"].filter(Boolean).join(" ")}
          rows={6}
          placeholder={t("Tell us about your team, your goals and your timeline.")}
          className="w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-invalid:border-red-600"
        />
        <p
          id="contact-message-count"
          className={cn("text-right text-sm tabular-nums", messageLength > MESSAGE_MAX ? "font-medium text-red-700" : "text-slate-600")}
        >
          <span className="sr-only">{t("Characters used: ")}</span>
          {`${messageLength}/${MESSAGE_MAX}`}
        </p>
      </Field>

      {/* The honeypot: off-screen, hidden from screen readers and out of the tab order. People
          leave it empty; a bot that fills it is answered like a success and stored nowhere. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input ref={honeypotRef} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <Button type="submit" variant="gradient" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {sending ? t("Sending...") : t("Send Message")}
      </Button>
    </form>
  );
}

interface FieldProps {
  name: ContactField;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

function Field({ name, label, required = false, error, children }: FieldProps) {
  // Validation messages are the shared schema's and the server's, in English: shown translated.
  const { t } = useT();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={fieldId(name)}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </Label>
      {children}
      <FieldError id={errorId(name)} message={error && t(error)} />
    </div>
  );
}
