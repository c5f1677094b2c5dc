import { z } from "./zod";
import { emailField, personNameField } from "./field-rules";
import { PASSWORD_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "./password-rules";

// The auth forms' rules (spec section 5), shared by the /auth page and the server's sign-up check.

/** A password typed to prove who one is (not a new one): only its length is checked. */
export const enteredPasswordField = z.string().max(PASSWORD_LENGTH.max, PASSWORD_TOO_LONG);

export const passwordField = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_LENGTH.min, PASSWORD_TOO_SHORT)
  .max(PASSWORD_LENGTH.max, PASSWORD_TOO_LONG);

export const strongPasswordField = passwordField.regex(
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
  "Password must contain at least one uppercase letter, one lowercase letter, and one number",
);

export const signInSchema = z.object({ email: emailField, password: passwordField });

export const signUpSchema = z.object({
  fullName: personNameField("Full name is required"),
  email: emailField,
  password: strongPasswordField,
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ password: strongPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

/** A code typed from an authenticator app or a backup list: spaces (from grouping) do not count. */
const typedCode = z.string().transform((code) => code.replace(/\s+/g, ""));

/**
 * The second step of a sign-in: a code from the app, or a backup code (better-auth checks it; this
 * is what the form asks before sending).
 */
export const twoFactorChallengeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("totp"), code: typedCode.pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")), trustDevice: z.boolean() }),
  z.object({ kind: z.literal("backup"), code: typedCode.pipe(z.string().min(10, "Enter one of your backup codes, like abcde-12345.")), trustDevice: z.boolean() }),
]);

/**
 * The password asked before two-factor sign-in is turned on or off, or new backup codes are made
 * (better-auth checks it; an account without a password sends none).
 */
export const twoFactorPasswordSchema = z.object({ password: z.string().min(1, "Enter your password.") });

/** The last step of turning two-factor sign-in on: the app's first code. */
export const twoFactorSetupCodeSchema = z.object({ code: typedCode.pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code your app shows.")) });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

/** The first validation message, which the auth form shows (spec: "The first validation message is displayed"). */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

// Common passwords are refused on the server (server/auth/password-policy.server.ts), which holds
// the maintained list: 49,233 entries are too heavy for the sign-up page.
