import { z } from "./zod";

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
  })
  .meta({ id: "NewsletterRequest" });

export const newsletterResponseSchema = z
  .object({ subscribed: z.literal(true), email: z.string() })
  .meta({ id: "NewsletterResponse" });
