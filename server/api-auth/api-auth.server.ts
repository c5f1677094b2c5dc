import type { Context } from "hono";
import { keepPassword, login, refreshTokens, registerAccount } from "#contracts/api-auth/operations";
import { apiRateRules } from "#contracts/rate-limits";
import { keepSignUpPassword } from "../auth/confirmation.server";
import { countRequest } from "../http/rate-count.server";
import type { AppDeps, AppEnv } from "../context.server";
import { apiError, fail } from "../http/api-error.server";
import { CLIENT_IP_HEADER } from "../http/client-ip.server";
import { route } from "../http/operation.server";
import { createRefreshToken, endSession, moveFamily, newFamily, sessionOf, useRefreshToken, type Family, type TokenUser } from "./tokens.server";

/**
 * /api/v1/auth: bearer tokens for API clients (POST /auth/login, /auth/register, /auth/refresh).
 * The access token is a better-auth session token (accepted as `Authorization: Bearer`); login and
 * register go through better-auth's own endpoints, so its checks and per-IP rate limits apply
 * unchanged.
 *
 * An account with two-factor sign-in logs in with its code in the same request (`totp_code`, or
 * `backup_code`): the password sign-in's pending two-factor step is finished at once with
 * better-auth's own verify endpoint, so its per-account lockout after wrong codes applies too.
 * Without a code the answer is 401 `two_factor_required`.
 */
export function apiAuthRoutes({ auth, origin }: AppDeps) {
  // Calls a better-auth endpoint as the client would, keyed by the client's IP.
  // A cookie (the pending two-factor sign-in's) goes with our own origin, as better-auth's CSRF
  // check wants for any request with cookies.
  const callAuth = (c: Context<AppEnv>, path: string, body: unknown, cookie?: string) =>
    auth.handler(
      new Request(`${origin}/api/auth${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [CLIENT_IP_HEADER]: c.var.clientIp,
          ...(cookie && { cookie, origin }),
        },
        body: JSON.stringify(body),
      }),
    );

  /**
   * The tokens of a session: a new family for a sign-in, or the next token of a refreshed one. The
   * session can be gone already: another request may have ended every session of the account
   * between its creation and here (a replayed refresh token, a password change). Then 401.
   */
  async function issueTokens(c: Context<AppEnv>, sessionToken: string, user: TokenUser, family?: Family) {
    const session = await sessionOf(c.var.db, sessionToken);
    if (!session) return apiError(c, 401, "unauthorized", "The sign-in ended before its tokens were issued: sign in again.");
    const refreshToken = await createRefreshToken(c.var.db, user.id, session.id, family ?? (await newFamily(c.var.db, user.id)));
    return c.json({
      token: sessionToken,
      token_type: "Bearer" as const,
      expires_in: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
      refresh_token: refreshToken,
      user: { id: user.id, email: user.email, name: user.name },
    });
  }

  return [
    route(login, async (c, { body }) => {
      const { totp_code: totpCode, backup_code: backupCode, ...credentials } = body;
      const res = await callAuth(c, "/sign-in/email", credentials);
      const data = (await res.json().catch(() => ({}))) as { token?: string; user?: TokenUser; code?: string; twoFactorRedirect?: boolean };
      if (res.status === 429) return apiError(c, 429, "rate_limited", "Too many attempts. Please wait a minute and try again.");
      if (data.code === "EMAIL_NOT_VERIFIED") return apiError(c, 403, "email_not_verified", "Confirm your e-mail address first: use the link we sent you.");
      if (res.ok && data.twoFactorRedirect) {
        if (!totpCode && !backupCode) {
          return apiError(c, 401, "two_factor_code_required", "This account has two-factor sign-in: send the code from the authenticator app as totp_code (or a backup code as backup_code) with the e-mail and password.");
        }
        // Finish the pending sign-in better-auth just started (its signed cookie names it).
        const pending = res.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
        const verified = totpCode
          ? await callAuth(c, "/two-factor/verify-totp", { code: totpCode }, pending)
          : await callAuth(c, "/two-factor/verify-backup-code", { code: backupCode }, pending);
        const second = (await verified.json().catch(() => ({}))) as { token?: string; user?: TokenUser };
        if (verified.status === 429) {
          return apiError(c, 429, "rate_limited", "Too many wrong codes: two-factor sign-in is locked for 15 minutes.");
        }
        if (!verified.ok || !second.token || !second.user) {
          return apiError(c, 401, "invalid_two_factor_code", "The two-factor code is wrong, expired or already used.");
        }
        return issueTokens(c, second.token, second.user);
      }
      if (!res.ok || !data.token || !data.user) return apiError(c, 401, "invalid_credentials", "Invalid email or password");
      return issueTokens(c, data.token, data.user);
    }),
    route(registerAccount, async (c, { body }) => {
      const res = await callAuth(c, "/sign-up/email", { ...body, callbackURL: "/dashboard" });
      const data = (await res.json().catch(() => ({}))) as { user?: TokenUser; code?: string; message?: string };
      if (res.status === 429) return apiError(c, 429, "rate_limited", "Too many attempts. Please wait a few minutes and try again.");
      if (data.code === "USER_ALREADY_EXISTS") {
        return apiError(c, 409, "already_registered", "This email is already registered. Please sign in instead.");
      }
      if (data.code === "WEAK_PASSWORD") {
        return apiError(c, 400, "weak_password", "Password is too weak. Please use a stronger password.", { password: "Password is too weak. Please use a stronger password." });
      }
      if (!res.ok || !data.user) {
        const message = data.message ?? "Registration failed.";
        return apiError(c, 400, "validation_error", message, data.code === "VALIDATION_ERROR" ? { body: message } : undefined);
      }
      return c.json(
        { user: { id: data.user.id, email: data.user.email, name: data.user.name }, message: "Check your email to confirm your account!" },
        201,
      );
    }),
    // The confirmation link was opened in another browser: the person keeps the sign-up password by
    // typing it (or chooses a new one with /api/auth/reset-password and the same token).
    route(keepPassword, async (c, { body }) => {
      const ctx = await auth.$context;
      const limit = async (userId: string) => (await countRequest(c.var.db, apiRateRules.proofChecks, `user:${userId}`)).allowed;
      const result = await keepSignUpPassword(ctx, c.var.db, body.token, body.password, limit);
      if (result.ok) return c.body(null, 204);
      if (result.reason === "limited") fail("rate_limited", "Too many attempts. Please wait a little and try again.");
      if (result.reason === "invalid_password") fail("invalid_password", "That is not the password chosen at sign-up.");
      fail("invalid_token", "This link is invalid, expired or already used: request a new one from the sign-in page.");
    }),
    route(refreshTokens, async (c, { body }) => {
      const refused = () => apiError(c, 401, "invalid_refresh_token", "This refresh token is invalid, expired or already used.");
      const used = await useRefreshToken(c.var.db, body.refresh_token);
      if (!used.ok) {
        if (used.replayedBy) c.var.logger.warn({ userId: used.replayedBy }, "A used refresh token came back: every session of its account ended");
        return refused();
      }
      const ctx = await auth.$context;
      const session = await ctx.internalAdapter.createSession(used.user.id);
      // The family moves to the new session; the old access token ends.
      if (!(await moveFamily(c.var.db, used.family, used.sessionId, session))) {
        await endSession(c.var.db, session.id);
        return refused();
      }
      return issueTokens(c, session.token, used.user, used.family);
    }),
  ];
}
