import { Hono, type Context } from "hono";
import { loginBodySchema, refreshBodySchema, registerBodySchema } from "#contracts/api-auth";
import type { AppDeps, AppEnv } from "../context.server";
import { apiError } from "../http/api-error.server";
import { CLIENT_IP_HEADER } from "../http/client-ip.server";
import { parseJsonBody } from "../http/parse-request.server";
import { createRefreshToken, endSession, sessionExpiresIn, useRefreshToken, type TokenUser } from "./tokens.server";

/**
 * /api/v1/auth: bearer tokens for API clients (POST /auth/login, /auth/register, /auth/refresh).
 * The access token is a better-auth session token (accepted as `Authorization: Bearer`); login and
 * register go through better-auth's own endpoints, so its checks and per-IP rate limits apply
 * unchanged.
 */
export function apiAuthRoutes({ auth, origin }: AppDeps): Hono<AppEnv> {
  // Calls a better-auth endpoint as the client would, keyed by the client's IP.
  const callAuth = (c: Context<AppEnv>, path: string, body: unknown) =>
    auth.handler(
      new Request(`${origin}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: c.var.clientIp },
        body: JSON.stringify(body),
      }),
    );

  async function issueTokens(c: Context<AppEnv>, sessionToken: string, user: TokenUser) {
    const expiresIn = await sessionExpiresIn(c.var.db, sessionToken);
    const refreshToken = await createRefreshToken(c.var.db, user.id, sessionToken);
    return {
      token: sessionToken,
      token_type: "Bearer" as const,
      expires_in: expiresIn,
      refresh_token: refreshToken,
      user: { id: user.id, email: user.email, name: user.name },
    };
  }

  return new Hono<AppEnv>()
    .post("/login", async (c) => {
      const body = await parseJsonBody(c, loginBodySchema, "Invalid request body.");
      if (body instanceof Response) return body;
      const res = await callAuth(c, "/sign-in/email", body.data);
      const data = (await res.json().catch(() => ({}))) as { token?: string; user?: TokenUser; code?: string };
      if (res.status === 429) return apiError(c, 429, "rate_limited", "Too many attempts. Please wait a minute and try again.");
      if (data.code === "EMAIL_NOT_VERIFIED") return apiError(c, 403, "email_not_verified", "Confirm your e-mail address first: use the link we sent you.");
      if (!res.ok || !data.token || !data.user) return apiError(c, 401, "invalid_credentials", "Invalid email or password");
      return c.json(await issueTokens(c, data.token, data.user));
    })
    .post("/register", async (c) => {
      const body = await parseJsonBody(c, registerBodySchema, "Invalid request body.");
      if (body instanceof Response) return body;
      const res = await callAuth(c, "/sign-up/email", { ...body.data, callbackURL: "/dashboard" });
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
    })
    .post("/refresh", async (c) => {
      const body = await parseJsonBody(c, refreshBodySchema, "Invalid request body.");
      if (body instanceof Response) return body;
      const used = await useRefreshToken(c.var.db, body.data.refresh_token);
      if (!used) return apiError(c, 401, "invalid_refresh_token", "This refresh token is invalid, expired or already used.");
      const ctx = await auth.$context;
      const session = await ctx.internalAdapter.createSession(used.user.id);
      // The old access token ends with its refresh token.
      await endSession(c.var.db, used.sessionToken);
      return c.json(await issueTokens(c, session.token, used.user));
    });
}
