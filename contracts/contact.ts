import { z } from "./zod";
import { localeField } from "./profile";
import { companyField, emailField, optionalText, personNameField, phoneField } from "./field-rules";

// The contact form's rules and messages (spec section 5), shared by the form and POST /api/v1/contact.

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;

export const contactSchema = z
  .object({
  name: personNameField("Name is required"),
  email: emailField,
  company: companyField,
  phone: phoneField,
  subject: optionalText(200, "Subject must be less than 200 characters"),
  message: z
    .string({ error: `Message must be at least ${MESSAGE_MIN} characters` })
    .trim()
    .min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`)
    .max(MESSAGE_MAX, `Message must be less than ${MESSAGE_MAX} characters`),
  locale: localeField.optional().describe("The language of the page the message was sent from: `en` (the default) or `hi`. The acknowledgement mail is in it."),
  })
  .meta({ id: "ContactRequest" });

/** POST /api/v1/contact's answer: the stored inquiry's id. */
export const contactResponseSchema = z.object({ id: z.uuid() }).meta({ id: "ContactResponse" });

/** What the form holds: every field as typed. */
export type ContactInput = z.input<typeof contactSchema>;
/** What is sent and stored: trimmed, the e-mail lower-cased, empty optional fields as null. */
export type ContactValues = z.output<typeof contactSchema>;
/** The fields the visitor fills in (the page's language is not one: the page sends it). */
export type ContactField = Exclude<keyof ContactValues, "locale">;

export const contactFields: ContactField[] = ["name", "email", "company", "phone", "subject", "message"];

/**
 * The honeypot: a field people never see or hear (hidden, aria-hidden, out of the tab order) but
 * form-filling bots do. A post that fills it is answered like a success and stored nowhere.
 */
export const HONEYPOT_FIELD = "website";

export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

/** The first message of each invalid field, as the form shows them beside the fields. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && (contactFields as string[]).includes(key)) fields[key as ContactField] ??= issue.message;
  }
  return fields;
}

// The spec's messages (section 8, Contact), sent with each answer so any client can show them.
export const contactMessages = {
  validation: "Please check the form for errors.",
  rateLimited: "You've submitted too many requests. Please wait an hour before trying again.",
  rateCheckFailed: "Unable to process your request. Please try again later.",
  insertFailed: "Unable to submit your message. Please try again.",
} as const;
