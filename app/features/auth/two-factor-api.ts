import { post } from "./auth-api";
import { sessionChanged } from "./session";

// better-auth's two-factor endpoints (/api/auth/two-factor/*), called as the other auth forms do.

/** Finishes a sign-in that asked for the second factor (the pending sign-in is an httpOnly cookie). */
export async function verifySignInCode(kind: "totp" | "backup", code: string, trustDevice: boolean) {
  const path = kind === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const result = await post(path, { code: code.trim(), trustDevice });
  if (result.ok) await sessionChanged();
  return result;
}

/** Starts the set-up: a new secret (as an otpauth:// URI) and ten backup codes; on after a code. */
export function startTwoFactorSetup(password: string | undefined) {
  return post("/two-factor/enable", password ? { password } : {});
}

/** Confirms the set-up with a code from the app; turns two-factor on. */
export function confirmTwoFactorSetup(code: string) {
  return post("/two-factor/verify-totp", { code: code.trim() });
}

export function turnOffTwoFactor(password: string | undefined) {
  return post("/two-factor/disable", password ? { password } : {});
}

export function newBackupCodes(password: string | undefined) {
  return post("/two-factor/generate-backup-codes", password ? { password } : {});
}

/** The sign-in's wording for a two-factor answer. */
export function twoFactorError(result: { status: number; code?: string }): string {
  if (result.code === "INVALID_CODE" || result.code === "INVALID_BACKUP_CODE") return "That code is not right. Check it and try again.";
  if (result.code === "INVALID_TWO_FACTOR_COOKIE" || result.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
    return "This sign-in has expired. Please sign in again.";
  }
  if (result.code === "ACCOUNT_TEMPORARILY_LOCKED" || result.status === 429) {
    return "Too many wrong codes. Please wait a few minutes and try again.";
  }
  if (result.code === "INVALID_PASSWORD") return "That password is not right.";
  return "Something went wrong. Please try again.";
}
