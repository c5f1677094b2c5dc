import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, genericOAuth } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { z } from "#contracts/zod";
import { firstIssue, isCommonPassword, signUpSchema } from "#contracts/auth";
import { personNameField } from "#contracts/field-rules";
import type { Database } from "../db/client.server";
import * as schema from "../db/schema";
import { CLIENT_IP_HEADER } from "../http/client-ip.server";
import type { SiteOrigins } from "../http/origins.server";
import type { Mailer } from "../mail/mailer.server";
import { oauthProviders, type OAuthSettings } from "./oauth-providers.server";
import { passwordResetMail, verificationMail } from "./auth-mails.server";

export interface AuthOptions {
  db: Database;
  secret: string;
  origins: SiteOrigins;
  mailer: Mailer;
  oauth?: OAuthSettings;
  /** better-auth's rate limiter is off unless this is true (production, and tests of the limits). */
  rateLimit: boolean;
  adminEmails?: string[];
}

// Per client IP, stored in the database so they hold across server instances.
export const authRateLimits = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 600, max: 5 },
  "/send-verification-email": { window: 3600, max: 5 },
  "/request-password-reset": { window: 3600, max: 5 },
  "/reset-password": { window: 600, max: 10 },
  "/sign-in/social": { window: 60, max: 20 },
};

// better-auth's /update-user let a name of null through to the NOT NULL column (a 500, found by
// the request fuzzer): a name it is given follows the profile form's full-name rules.
const userUpdateSchema = z.object({ name: personNameField("Full name is required").optional() });

function checkUserUpdate(body: unknown) {
  const parsed = userUpdateSchema.safeParse(body ?? {});
  if (!parsed.success) throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: firstIssue(parsed.error) });
  const update = body as Record<string, unknown>;
  if (parsed.data.name === undefined) return;
  return { context: { body: { ...update, name: parsed.data.name } } };
}

// better-auth writes these into a Location header as given, and a character above U+00FF there
// threw (a 500, found by the request fuzzer; "é" came out garbled). Our pages send plain paths.
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

function checkRedirectUrls(body: unknown, query: Record<string, unknown> | undefined) {
  const fields = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const values = [...REDIRECT_FIELDS.map((f) => fields[f]), query?.callbackURL];
  if (values.some((v) => typeof v === "string" && /[^\x20-\x7e]/.test(v))) {
    throw new APIError("BAD_REQUEST", {
      code: "INVALID_CALLBACK_URL",
      message: "A callback URL must be plain ASCII: percent-encode other characters.",
    });
  }
}

export function createAuth({ db, secret, origins, mailer, oauth = {}, rateLimit, adminEmails = [] }: AuthOptions) {
  const providers = oauthProviders(oauth);
  return betterAuth({
    appName: "Cortexa AI",
    secret,
    baseURL: origins.authBaseURL,
    basePath: "/api/auth",
    trustedOrigins: origins.trusted,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "learner", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 72,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ["google", "github", "linkedin"] } },
    // bearer: API clients send the session token as `Authorization: Bearer` (REST API).
    plugins: [bearer(), ...(providers.length ? [genericOAuth({ config: providers })] : [])],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, role: adminEmails.includes(user.email.toLowerCase()) ? "admin" : "learner" },
          }),
          // Every new user, by password or provider, gets a profile row (spec: profiles).
          after: async (user) => {
            await db
              .insert(schema.profiles)
              .values({ id: user.id, fullName: user.name || null, email: user.email, avatarUrl: user.image ?? null })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkRedirectUrls(ctx.body, ctx.query);
        if (ctx.path === "/update-user") return checkUserUpdate(ctx.body);
        if (ctx.path !== "/sign-up/email") return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const parsed = signUpSchema.safeParse({ fullName: body.name, email: body.email, password: body.password });
        if (!parsed.success) {
          throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: firstIssue(parsed.error) });
        }
        if (isCommonPassword(parsed.data.password)) {
          throw new APIError("BAD_REQUEST", {
            code: "WEAK_PASSWORD",
            message: "weak_password: this password is too easy to guess",
          });
        }
        // better-auth answers a duplicate with a fake success when verification is required; the
        // spec wants the visitor told, so we say it (sign-up stays rate-limited per IP).
        const [existing] = await db
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eq(schema.users.email, parsed.data.email));
        if (existing) {
          throw new APIError("UNPROCESSABLE_ENTITY", {
            code: "USER_ALREADY_EXISTS",
            message: "User already registered",
          });
        }
        return { context: { body: { ...body, name: parsed.data.fullName, email: parsed.data.email } } };
      }),
    },
    rateLimit: {
      enabled: rateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: authRateLimits,
    },
    advanced: {
      // The server sets this header from the socket (or X-Forwarded-For under TRUST_PROXY) and
      // drops any value a client sent, so every visitor gets their own rate-limit bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: origins.secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: origins.secure },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
