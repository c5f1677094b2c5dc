import { z } from "./zod";
import { localeField } from "./profile";

// Shared by the footer form and POST /api/v1/newsletter.
export const newsletterSchema = z
  .object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email("Invalid email address"))
    .transform((email) => email.toLowerCase()),
  locale: localeField
    .optional()
    .describe("The language of the page the address was given on: `en` (the default) or `hi`. The confirmation, the welcome and the newsletter come in it."),
  })
  .meta({ id: "NewsletterRequest" });


// The token of a confirmation or unsubscribe link (/newsletter/confirm?token=…, and
// /newsletter/unsubscribe?token=…), sent back by those pages.
export const newsletterTokenSchema = z
  .object({
    token: z.string({ error: "This link is incomplete." }).trim().min(1, "This link is incomplete.").max(200, "This link is not valid."),
  })
  .meta({ id: "NewsletterToken" });

/** POST /newsletter (202): a confirmation link was mailed; the address counts once it is opened. */
export const newsletterResponseSchema = z
  .object({ email: z.string(), status: z.literal("confirmation_sent") })
  .meta({ id: "NewsletterResponse" });

/** POST /newsletter/confirm. */
export const newsletterConfirmResponseSchema = z
  .object({ email: z.string(), status: z.literal("subscribed") })
  .meta({ id: "NewsletterConfirmResponse" });

/** POST /newsletter/unsubscribe. */
export const newsletterUnsubscribeResponseSchema = z
  .object({ email: z.string(), status: z.literal("unsubscribed") })
  .meta({ id: "NewsletterUnsubscribeResponse" });

