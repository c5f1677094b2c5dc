import { z } from "./zod";

// Shared by the footer form and POST /api/v1/newsletter.
export const newsletterSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email("Invalid email address"))
    .transform((email) => email.toLowerCase()),
});


// The token of a confirmation or unsubscribe link (/newsletter/confirm?token=…, and
// /newsletter/unsubscribe?token=…), sent back by those pages.
export const newsletterTokenSchema = z.object({
  token: z.string({ error: "This link is incomplete." }).trim().min(1, "This link is incomplete.").max(200, "This link is not valid."),
});
