import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { loginBodySchema, refreshBodySchema, registerBodySchema } from "#contracts/api-auth";
import type { AppEnv } from "../app.server";
import type { Auth } from "../auth/auth.server";
import { apiRefreshTokens, sessions, users } from "../db/schema";
import { CLIENT_IP_HEADER } from "../http/client-ip.server";
import { apiError, fieldErrors, readJson } from "./errors.server";

const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Bearer tokens for API clients: POST /auth/login, /auth/register, /auth/refresh. The access token
 * is a better-auth session token (accepted as `Authorization: Bearer`); login and register go
 * through better-auth's own endpoints, so its checks and per-IP rate limits apply unchanged.
 */
export function apiAuthRoutes(auth: Auth, origin: string) {
  // Calls a better-auth endpoint as the client would, keyed by the client's IP.
  const callAuth = (c: Context<AppEnv>, path: string, body: unknown) =>
    auth.handler(
      new Request(`${origin}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: c.var.clientIp },
        body: JSON.stringify(body),
      }),
    );

  async function issueTokens(c: Context<AppEnv>, sessionToken: string, user: { id: string; email: string; name: string }) {
    const [session] = await c.var.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, sessionToken));
    const refreshToken = randomBytes(32).toString("base64url");
    await c.var.db.insert(apiRefreshTokens).values({
      tokenHash: hash(refreshToken),
      userId: user.id,
      sessionToken,
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    const expiresIn = session ? Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) : 0;
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
      const read = await readJson(c);
      if (!read.ok) return read.response;
      const parsed = loginBodySchema.safeParse(read.body);
      if (!parsed.success) return apiError(c, 400, "validation_error", "Invalid request body.", fieldErrors(parsed.error));
      const res = await callAuth(c, "/sign-in/email", parsed.data);
      const data = (await res.json().catch(() => ({}))) as { token?: string; user?: { id: string; email: string; name: string }; code?: string };
      if (res.status === 429) return apiError(c, 429, "rate_limited", "Too many attempts. Please wait a minute and try again.");
      if (data.code === "EMAIL_NOT_VERIFIED") return apiError(c, 403, "email_not_verified", "Confirm your e-mail address first: use the link we sent you.");
      if (!res.ok || !data.token || !data.user) return apiError(c, 401, "invalid_credentials", "Invalid email or password");
      return c.json(await issueTokens(c, data.token, data.user));
    })
    .post("/register", async (c) => {
      const read = await readJson(c);
      if (!read.ok) return read.response;
      const parsed = registerBodySchema.safeParse(read.body);
      if (!parsed.success) return apiError(c, 400, "validation_error", "Invalid request body.", fieldErrors(parsed.error));
      const res = await callAuth(c, "/sign-up/email", { ...parsed.data, callbackURL: "/dashboard" });
      const data = (await res.json().catch(() => ({}))) as { user?: { id: string; email: string; name: string }; code?: string; message?: string };
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
      const read = await readJson(c);
      if (!read.ok) return read.response;
      const parsed = refreshBodySchema.safeParse(read.body);
      if (!parsed.success) return apiError(c, 400, "validation_error", "Invalid request body.", fieldErrors(parsed.error));
      // Use the refresh token once: whoever marks it used first gets new tokens.
      const [used] = await c.var.db
        .update(apiRefreshTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(apiRefreshTokens.tokenHash, hash(parsed.data.refresh_token)),
            isNull(apiRefreshTokens.usedAt),
            gt(apiRefreshTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: apiRefreshTokens.userId, sessionToken: apiRefreshTokens.sessionToken });
      if (!used) return apiError(c, 401, "invalid_refresh_token", "This refresh token is invalid, expired or already used.");
      const [user] = await c.var.db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, used.userId));
      if (!user) return apiError(c, 401, "invalid_refresh_token", "This refresh token is invalid, expired or already used.");
      const ctx = await auth.$context;
      const session = await ctx.internalAdapter.createSession(user.id);
      // The old access token ends with its refresh token.
      await c.var.db.delete(sessions).where(eq(sessions.token, used.sessionToken));
      return c.json(await issueTokens(c, session.token, user));
    });
}
