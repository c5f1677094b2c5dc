import { z } from "./zod";
import { emailField, personNameField } from "./field-rules";

// The auth forms' rules (spec section 5), shared by the /auth page and the server's sign-up check.

export const passwordField = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(72, "Password must be less than 72 characters");

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

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

/** The first validation message, which the auth form shows (spec: "The first validation message is displayed"). */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

// A short list of passwords that pass the character rules but are guessed first. The server calls
// such a password weak ("weak_password").
const common = new Set([
  "password1", "password12", "password123", "password1234", "passw0rd", "passw0rd1", "qwerty123", "qwerty1234",
  "welcome1", "welcome123", "letmein1", "admin123", "abc12345", "abcd1234", "iloveyou1", "monkey123", "dragon123",
  "football1", "baseball1", "sunshine1", "princess1", "changeme1", "trustno1", "test1234", "asdf1234", "zxcv1234",
  "india123", "india@123", "summer2024", "winter2024", "summer2025", "winter2025", "summer2026", "winter2026",
]);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
