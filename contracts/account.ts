import { z } from "./zod";
import { enteredPasswordField, strongPasswordField } from "./auth";
import { emailField } from "./field-rules";

// The learner's account settings on the Profile tab (issue 18): password and e-mail changes go to
// better-auth (/api/auth/change-password, /api/auth/change-email), sessions, the data export and
// deletion to /api/v1/me. One schema per form, read by the form and by the server.

export const changePasswordSchema = z
  .object({
    currentPassword: enteredPasswordField.min(1, "Enter your current password"),
    newPassword: strongPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const changeEmailSchema = z.object({
  newEmail: emailField,
  /** Required when the account has a password (better-auth's before-hook checks it). */
  password: enteredPasswordField.optional(),
});

/**
 * Deleting the account: the password, or a code from the authenticator app (or a backup code)
 * when two-factor sign-in is on. An account with neither (a provider sign-in only) needs a
 * session opened in the last few minutes instead.
 */
const deleteCodeField = z.string().trim().max(20, "That code is not right.");

export const deleteAccountSchema = z
  .object({
    password: enteredPasswordField.optional(),
    code: deleteCodeField.optional(),
  })
  .refine((v) => v.password === undefined || v.code === undefined, { message: "Send the password or a code, not both." })
  .meta({ id: "DeleteAccountRequest" });

/** The delete-account form of an account with a password: the proof is required there. */
export const deleteAccountPasswordSchema = z.object({ password: enteredPasswordField.refine((p) => p.trim() !== "", "Enter your password.") });
/** …and of one proving itself with a code from the app or a backup code. */
export const deleteAccountCodeSchema = z.object({ code: deleteCodeField.min(1, "Enter a code from your authenticator app, or a backup code.") });

/** A session of GET /api/v1/me/sessions. */
export const accountSessionSchema = z
  .object({
    id: z.string(),
    /** "Chrome on Windows", from the user agent. */
    device: z.string(),
    /** Where it was signed in from; there is no place lookup, so the address is the hint. */
    ip_address: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string(),
    expires_at: z.string(),
    /** The session of this request. */
    current: z.boolean(),
  })
  .meta({ id: "AccountSession" });

export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/v1/me/sessions. */
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) }).meta({ id: "AccountSessions" });

/** DELETE /api/v1/me/sessions: how many sessions ended. */
export const endedSessionsResponseSchema = z.object({ ended: z.number().int() }).meta({ id: "EndedSessions" });

/** GET /api/v1/me/export: the head of the file; the rest is every kind of data we hold (data-export.server.ts). */
export const dataExportSchema = z
  .object({ format: z.literal("cortexa-learner-data/1"), exported_at: z.string() })
  .loose()
  .meta({ id: "DataExport" });

/** Minutes a session may be old and still delete an account that has no password and no two-factor. */
export const FRESH_SESSION_MINUTES = 15;
