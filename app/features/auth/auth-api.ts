import { ApiError, apiRequest, call, type ErrorCode } from "~/lib/api-client";
import { paths } from "#contracts/pages";
import { sessionChanged } from "./session";

// Calls to better-auth's endpoints (/api/auth/*) through the API client. Plain fetch keeps the auth
// client library out of every page's JavaScript.

/** The better-auth error codes the site tells apart (better-auth's own UPPER_SNAKE codes, not our API's). */
export type AuthErrorCode =
  | "EMAIL_NOT_VERIFIED"
  | "INVALID_EMAIL_OR_PASSWORD"
  | "ACCOUNT_THROTTLED"
  | "USER_ALREADY_EXISTS"
  | "WEAK_PASSWORD"
  | "VALIDATION_ERROR"
  | "INVALID_TOKEN"
  | "INVALID_PASSWORD"
  | "INVALID_CODE"
  | "INVALID_BACKUP_CODE"
  | "INVALID_TWO_FACTOR_COOKIE"
  | "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"
  | "ACCOUNT_TEMPORARILY_LOCKED"
  | "SESSION_NOT_FRESH";

export interface AuthResult {
  ok: boolean;
  status: number;
  /** better-auth sends more codes than these; typed as the ones the site compares, so a misspelt one fails to compile. */
  code?: AuthErrorCode;
  message?: string;
  data?: any;
}

/** better-auth answers `{ code, message }` on failure, not our API's `{ error }`: the caller reads it. */
export async function post(path: string, body: unknown): Promise<AuthResult> {
  const { ok, status, body: answer } = await apiRequest(`/api/auth${path}`, { method: "POST", body: JSON.stringify(body) });
  const data = answer as { code?: string; message?: string } | undefined;
  return { ok, status, code: data?.code as AuthErrorCode | undefined, message: data?.message, data };
}

export async function signInWithEmail(email: string, password: string) {
  const result = await post("/sign-in/email", { email, password });
  if (result.ok) await sessionChanged();
  return result;
}

/** `callbackURL`: where the confirmation link lands, signed in (the dashboard, or /team/new for a pricing plan). */
export function signUpWithEmail(fullName: string, email: string, password: string, callbackURL: string = paths.dashboard) {
  return post("/sign-up/email", { name: fullName, email, password, callbackURL });
}

export function resendVerification(email: string) {
  return post("/send-verification-email", { email, callbackURL: paths.dashboard });
}

export function requestPasswordReset(email: string) {
  return post("/request-password-reset", { email, redirectTo: paths.resetPassword });
}

export function resetPassword(token: string, newPassword: string) {
  return post("/reset-password", { token, newPassword });
}

/** After confirming in another browser: keep the password chosen at sign-up by typing it (POST /auth/keep-password of our API). */
export async function keepSignUpPassword(token: string, password: string): Promise<{ ok: true } | { ok: false; code: ErrorCode }> {
  try {
    await call("POST /auth/keep-password", { body: { token, password } });
    return { ok: true };
  } catch (error) {
    // A refusal is the page's to explain; a request that got no answer is thrown on.
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    return { ok: false, code: error.code };
  }
}

export async function signOut() {
  const result = await post("/sign-out", {});
  await sessionChanged();
  return result;
}

export type Provider = "google" | "github" | "linkedin";
export const providerNames: Record<Provider, string> = { google: "Google", github: "GitHub", linkedin: "LinkedIn" };

/** Starts a provider sign-in; on success the browser leaves for the provider. */
export async function signInWithProvider(provider: Provider, callbackURL: string = paths.dashboard): Promise<AuthResult> {
  const result = await post("/sign-in/social", {
    provider,
    callbackURL,
    errorCallbackURL: `${paths.auth}?provider=${provider}`,
    newUserCallbackURL: callbackURL,
  });
  if (result.ok && result.data?.url) {
    window.location.assign(result.data.url);
    return result;
  }
  return { ...result, ok: false };
}
