import { z } from "./zod";

// Field rules of spec section 5, shared by the forms (contact, sign-up, profile) and the server.

export const NAME_PATTERN = /^[\p{L}\p{M}\s'-]+$/u;

// Format before length, as the spec lists them: the first message is the one a form shows.
export const emailField = z
  .string({ error: "Invalid email address" })
  .trim()
  .email("Invalid email address")
  .max(255, "Email must be less than 255 characters")
  .transform((email) => email.toLowerCase());

export const personNameField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(100, "Name must be less than 100 characters")
    .regex(NAME_PATTERN, "Name can only contain letters, spaces, hyphens, and apostrophes");

/** An optional text: trimmed, and an empty value becomes null. */
export const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const PHONE_PATTERN = /^\+?[0-9\s\-()]{7,20}$/;

export const phoneField = z
  .string({ error: "Invalid phone number format" })
  .trim()
  .max(20, "Phone number must be less than 20 characters")
  .refine((v) => v === "" || PHONE_PATTERN.test(v), "Invalid phone number format")
  .nullish()
  .transform((v) => (v ? v : null));

export const companyField = optionalText(100, "Company name must be less than 100 characters");
