import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "#contracts/password-rules";

// One password policy for every path that sets a password (sign-up, reset, change): 8 to 72
// characters (spec section 5) and not one of the commonly used passwords. The list is the
// maintained zxcvbn-ts list of 49,233 common passwords (most common first, all lower case); a
// password is checked without regard to case, so "Password123" is "password123", which is on it.
// The composition rule (upper, lower, digit) is the sign-up form's, checked with its schema.

const common = new Set(dictionary["passwords-common"]);

export const WEAK_PASSWORD_MESSAGE = "weak_password: this password is too easy to guess";

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** What is wrong with a new password, in the forms' words, or undefined when it may be used. */
export function passwordProblem(password: unknown): { code: string; message: string } | undefined {
  if (typeof password !== "string" || password.length < PASSWORD_LENGTH.min) {
    return { code: "PASSWORD_TOO_SHORT", message: PASSWORD_TOO_SHORT };
  }
  if (password.length > PASSWORD_LENGTH.max) return { code: "PASSWORD_TOO_LONG", message: PASSWORD_TOO_LONG };
  if (isCommonPassword(password)) return { code: "WEAK_PASSWORD", message: WEAK_PASSWORD_MESSAGE };
  return undefined;
}
