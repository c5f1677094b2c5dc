import { z } from "./zod";
import { emailField } from "./field-rules";
import { enteredPasswordField, passwordField } from "./auth";
import { localeField } from "./profile";

// Bodies and answers of the REST API's auth endpoints (documented API: password at least 8
// characters at registration).

// An account with two-factor sign-in needs one of the two codes in the same request; without one
// the answer is 401 `two_factor_required` (server/api-auth/api-auth.server.ts).
export const loginBodySchema = z
  .object({
    email: emailField.describe("The account's e-mail address."),
    password: passwordField.describe("The account's password (8 to 72 characters)."),
    totp_code: z
      .string()
      .regex(/^\d{6}$/, "totp_code is the 6-digit code from the authenticator app")
      .optional()
      .describe("Accounts with two-factor sign-in: the current code from the authenticator app"),
    backup_code: z
      .string()
      .trim()
      .min(1, "backup_code is required")
      .max(64, "backup_code is too long")
      .optional()
      .describe("Accounts with two-factor sign-in, instead of totp_code: one of the backup codes (each works once)"),
  })
  .refine((body) => !(body.totp_code && body.backup_code), { message: "Send totp_code or backup_code, not both", path: ["backup_code"] })
  .meta({ id: "LoginRequest" });

export const registerBodySchema = z
  .object({
    email: emailField.describe("A valid e-mail address, at most 255 characters."),
    password: passwordField.describe("At least 8 characters (at most 72)."),
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(100, "Name must be less than 100 characters")
      .describe("The learner's name, 1 to 100 characters."),
    locale: localeField.optional().describe("`en` (the default) or `hi`: the language of the account's mails (the confirmation first) and certificates."),
  })
  .meta({ id: "RegisterRequest" });

export const refreshBodySchema = z
  .object({
    refresh_token: z
      .string({ error: "refresh_token is required" })
      .min(1, "refresh_token is required")
      .max(200)
      .describe("The `refresh_token` of the last login or refresh."),
  })
  .meta({ id: "RefreshRequest" });

export const apiUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() }).meta({ id: "User" });

export const tokenResponseSchema = z
  .object({
    token: z.string().describe("Send as `Authorization: Bearer <token>`"),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().describe("Seconds until the token expires"),
    refresh_token: z
      .string()
      .describe("Use once with POST /auth/refresh. Refreshing never extends the sign-in: 30 days for learners, 12 hours for staff"),
    user: apiUserSchema,
  })
  .meta({ id: "TokenResponse" });

export const registerResponseSchema = z
  .object({ user: apiUserSchema, message: z.string() })
  .meta({ id: "RegisterResponse" });

/**
 * Keeping the sign-up password after confirming the address in another browser (issue 24): the
 * `token` of the page the confirmation link led to, and the password typed again.
 */
export const keepPasswordBodySchema = z
  .object({
    token: z.string({ error: "token is required" }).min(1, "token is required").max(200).describe("The `token` of the `/reset-password?…&confirmed=1` page."),
    password: enteredPasswordField.min(1, "Enter the password you chose when you signed up.").describe("The password chosen at sign-up."),
  })
  .meta({ id: "KeepPasswordRequest" });
