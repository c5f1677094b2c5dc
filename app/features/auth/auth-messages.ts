import type { AuthResult } from "./auth-api";

// What the visitor reads for each outcome (spec section 8).

export type SignInOutcome =
  | { kind: "ok" }
  | { kind: "unverified" }
  | { kind: "error"; message: string };

export function signInOutcome(result: AuthResult): SignInOutcome {
  if (result.ok) return { kind: "ok" };
  if (result.code === "EMAIL_NOT_VERIFIED") return { kind: "unverified" };
  if (result.code === "INVALID_EMAIL_OR_PASSWORD" || result.message?.includes("Invalid login credentials")) {
    return { kind: "error", message: "Invalid email or password" };
  }
  // The account waits after repeated failures; the server says how long.
  if (result.code === "ACCOUNT_THROTTLED" && result.message) return { kind: "error", message: result.message };
  if (result.status === 429) return { kind: "error", message: "Too many attempts. Please wait a minute and try again." };
  return { kind: "error", message: "Sign in failed. Please try again." };
}

export function signUpError(result: AuthResult): string {
  const text = `${result.code ?? ""} ${result.message ?? ""}`;
  if (result.code === "USER_ALREADY_EXISTS" || text.includes("already registered")) {
    return "This email is already registered. Please sign in instead.";
  }
  if (result.code === "WEAK_PASSWORD" || text.includes("weak_password")) {
    return "Password is too weak. Please use a stronger password.";
  }
  if (result.status === 429) return "Too many attempts. Please wait a few minutes and try again.";
  if (result.code === "VALIDATION_ERROR" && result.message) return result.message;
  return "Sign up failed. Please try again.";
}

export const SIGN_UP_SUCCESS = "Check your email to confirm your account!";
export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** A provider sign-in that failed; {name} is the provider's. */
export const providerFailureMessage = "Failed to sign in with {name}. Please try again.";
/** Below a new password (sign-up, reset): what the password rule asks for. */
export const PASSWORD_HINT = "At least 8 characters, including an uppercase letter, a lowercase letter and a number.";
