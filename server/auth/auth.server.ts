import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { GenericEndpointContext } from "better-auth";
import { bearer, genericOAuth, twoFactor } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
import { z } from "#contracts/zod";
import { firstIssue, signUpSchema } from "#contracts/auth";
import { personNameField } from "#contracts/field-rules";
import type { Database } from "../db/client.server";
import * as schema from "../db/schema";
import { CLIENT_IP_HEADER } from "../http/client-ip.server";
import { apiRateRules } from "#contracts/rate-limits";
import { countRequest } from "../http/rate-count.server";
import type { SiteOrigins } from "../http/origins.server";
import type { Mailer } from "../mail/mailer.server";
import { oauthProviders, type OAuthSettings } from "./oauth-providers.server";
import { sourceLocale, type Locale } from "#contracts/locales";
import { localeField } from "#contracts/profile";
import { emailChangedMail, emailChangeMail, passwordChangedMail, passwordResetMail, verificationMail } from "./auth-mails.server";
import { clearBeforeConfirmation, confirmationBinding, discardUnboundPassword, forgetSignUpPassword, passwordChoiceRedirect } from "./confirmation.server";
import { evenResetWork } from "./even-reset-work.server";
import { passwordProblem } from "./password-policy.server";
import { hashingSessionTokens, pathsOffWithHashedTokens } from "./session-tokens.server";
import { endOtherSessions, LEARNER_LIFETIME_S, newSessionExpiry, touchSession, touchStaffSession } from "./session-policy.server";
import { clearSignInFailures, recordSignInFailure, signInWaitSeconds } from "./sign-in-throttle.server";
import { challengeSecondFactor } from "./two-factor-challenge.server";
import { sessionSecondFactor } from "./second-factor.server";

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

/** A new password breaks the shared policy: 400 in the form's words. */
function checkNewPassword(password: unknown) {
  const problem = passwordProblem(password);
  if (problem) throw new APIError("BAD_REQUEST", problem);
}

const TWO_FACTOR_APP_NAME = "Cortexa AI";

/** What an e-mail link's token (a JWT better-auth signed) says about an address change. */
function emailChangeOf(token: unknown): { from: string; to: string } | null {
  if (typeof token !== "string") return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    return typeof payload.email === "string" && typeof payload.updateTo === "string" ? { from: payload.email, to: payload.updateTo } : null;
  } catch {
    return null;
  }
}

/** The account's language as better-auth hands the user over (the column's default when it does not). */
const localeOf = (user: object): Locale => ("locale" in user && user.locale === "hi" ? "hi" : sourceLocale);

export function createAuth({ db, secret, origins, mailer, oauth = {}, rateLimit, adminEmails = [] }: AuthOptions) {
  const providers = oauthProviders(oauth);
  const isListed = (email: string) => adminEmails.includes(email.toLowerCase());
  async function grantListedRole(user: { id: string; email: string }) {
    if (isListed(user.email)) await db.update(schema.users).set({ role: "admin" }).where(eq(schema.users.id, user.id));
  }
  // The user a reset token belongs to, looked up before better-auth spends the token.
  const resetTokenUser = new WeakMap<Request, string>();
  // The address change a /verify-email link makes, read before better-auth makes it.
  const emailChangeLink = new WeakMap<Request, { from: string; to: string }>();
  return betterAuth({
    appName: "Cortexa AI",
    secret,
    baseURL: origins.authBaseURL,
    basePath: "/api/auth",
    trustedOrigins: origins.trusted,
    // Session tokens are kept as hashes, reset links' tokens too, provider tokens encrypted with
    // the auth secret: a copy of the database opens nothing (issue 24; session-tokens.server.ts).
    database: hashingSessionTokens(drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        twoFactor: schema.twoFactors,
      },
    })),
    // Reset links' tokens (and other verification identifiers) are kept as hashes. The dummy
    // look-up better-auth makes for an unknown address on a reset request stays one plain query
    // (a hashed identifier not found is looked up a second time in plain text), so that answer
    // costs what the one for a known address does (mail-timing.test.ts).
    verification: { storeIdentifier: { default: "hashed", overrides: { "dummy-verification-token": "plain" } } },
    disabledPaths: pathsOffWithHashedTokens,
    user: {
      // The new address is confirmed by a link mailed to it; the old one is told once it is done.
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "learner", input: false },
        // The language of the account's mails and certificates (issue 29): sign-up takes the
        // page's language (`locale` in the body); the profile's switch changes it (PUT /api/v1/me/locale).
        locale: { type: "string", required: false, defaultValue: sourceLocale, input: true, validator: { input: localeField } },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 72,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(passwordResetMail(user.email, user.name, url, localeOf(user)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // The owner of the address has it now: a staff address gets its role, and a password
      // chosen in another browser (perhaps by someone else) is discarded (confirmation.server.ts).
      async afterEmailVerification(user, request) {
        const change = request && emailChangeLink.get(request);
        if (!change) await clearBeforeConfirmation(db, user.id);
        await grantListedRole(user);
        if (change) {
          // A signed-in owner moved their account to a new address: the password stays, the
          // profile follows, and the old address hears of it.
          await db.update(schema.profiles).set({ email: user.email }).where(eq(schema.profiles.id, user.id));
          await mailer.send(emailChangedMail(change.from, user.name, user.email, localeOf(user)));
          return;
        }
        await discardUnboundPassword(db, user.id, request);
      },
      async sendVerificationEmail({ user, url, token }) {
        if (emailChangeOf(token)) await mailer.send(emailChangeMail(user.email, user.name, url, localeOf(user)));
        else await mailer.send(verificationMail(user.email, user.name, url, localeOf(user)));
      },
    },
    // A provider's sign-in joins an existing account only when the provider says it verified the
    // address (and the account's own address is confirmed: better-auth's default). No provider is
    // "trusted" beyond what it says, so an unverified provider address cannot take an account over.
    account: { accountLinking: { enabled: true, trustedProviders: [] }, encryptOAuthTokens: true },
    session: {
      // Absolute lifetime: no sliding refresh; staff sessions are shorter (session-policy.server.ts).
      expiresIn: LEARNER_LIFETIME_S,
      disableSessionRefresh: true,
    },
    plugins: [
      // bearer: API clients send the session token as `Authorization: Bearer` (REST API).
      bearer(),
      // Authenticator-app codes (TOTP) and ten one-time backup codes; "trust this device" for 30
      // days. An account without a password (provider sign-in only) may set it up without one.
      twoFactor({ issuer: TWO_FACTOR_APP_NAME, allowPasswordless: true, backupCodeOptions: { amount: 10 } }),
      ...(providers.length ? [genericOAuth({ config: providers })] : []),
      // After twoFactor: which sessions passed the second factor, and refusing those that did not
      // for an account that has it (issue 24).
      sessionSecondFactor(db),
    ],
    databaseHooks: {
      session: {
        create: {
          // Staff sessions start with the staff idle limit; learners' with the 30-day lifetime.
          before: async (session) => ({ data: { ...session, expiresAt: await newSessionExpiry(db, session.userId, session.expiresAt) } }),
        },
      },
      user: {
        create: {
          // Staff by ADMIN_EMAILS only with a confirmed address: an account someone else opened
          // with a staff address gets nothing until its owner confirms it (grantListedRole).
          before: async (user, ctx) => {
            // Only the e-mail sign-up makes an account with an unconfirmed address (it mails the
            // link). A provider's sign-up needs the provider to have verified the address: else
            // anyone could open an account with someone else's address (issue 24).
            if (!user.emailVerified && ctx?.path !== "/sign-up/email") return false;
            return { data: { ...user, role: user.emailVerified && isListed(user.email) ? "admin" : "learner" } };
          },
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
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-in/email") {
          const wait = typeof body.email === "string" ? await signInWaitSeconds(db, body.email) : 0;
          if (wait > 0) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { code: "ACCOUNT_THROTTLED", message: `Too many failed sign-ins for this account. Try again in ${waitText(wait)}, or reset your password.` },
              { "Retry-After": String(wait) },
            );
          }
          return;
        }
        if (ctx.path === "/request-password-reset") return evenResetWork(ctx, body.email);
        if (ctx.path === "/set-password") return checkNewPassword(body.newPassword);
        // A new password signs out every other session, and so every API token of the account (the
        // after-hook: endOtherSessions); the session that made the change stays.
        if (ctx.path === "/change-password") return checkNewPassword(body.newPassword);
        if (ctx.path === "/change-email") return checkPasswordForEmailChange(db, ctx, body.password);
        if (ctx.path === "/reset-password") {
          checkNewPassword(body.newPassword);
          if (typeof body.token === "string" && ctx.request) {
            const found = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
            if (found) resetTokenUser.set(ctx.request, found.value);
          }
          return;
        }
        if (ctx.path === "/verify-email") {
          const change = emailChangeOf(ctx.query?.token);
          if (change && ctx.request) emailChangeLink.set(ctx.request, change);
          return confirmationBinding.read(ctx);
        }
        if (ctx.path !== "/sign-up/email") return;
        const parsed = signUpSchema.safeParse({ fullName: body.name, email: body.email, password: body.password });
        if (!parsed.success) {
          throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: firstIssue(parsed.error) });
        }
        checkNewPassword(parsed.data.password);
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
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = isAPIError(returned);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        switch (ctx.path) {
          case "/sign-in/email": {
            if (typeof body.email !== "string") return;
            if (failed && returned.statusCode === 401) await recordSignInFailure(db, body.email);
            else if (!failed) await clearSignInFailures(db, body.email);
            return;
          }
          case "/sign-up/email":
          case "/send-verification-email":
            // This browser asked for the confirmation link: opened here, it keeps the password.
            if (!failed && typeof body.email === "string") await confirmationBinding.write(ctx, db, body.email);
            return;
          case "/verify-email":
            return passwordChoiceRedirect(ctx);
          case "/reset-password": {
            // Choosing a password from the e-mailed link proves the address is the person's own.
            const userId = ctx.request && resetTokenUser.get(ctx.request);
            if (failed || !userId) return;
            if (typeof body.token === "string") await forgetSignUpPassword(ctx, body.token);
            const [user] = await db
              .update(schema.users)
              .set({ emailVerified: true })
              .where(and(eq(schema.users.id, userId), eq(schema.users.emailVerified, false)))
              .returning({ id: schema.users.id, email: schema.users.email });
            if (!user) return;
            await clearBeforeConfirmation(db, user.id);
            await grantListedRole(user);
            return;
          }
          case "/get-session": {
            const token = ctx.context.session?.session.token;
            if (token) {
              await touchStaffSession(db, token);
              await touchSession(db, token);
            }
            return;
          }
          case "/two-factor/verify-totp": {
            // Two-factor was just switched on with this session: every other session of the
            // account (signed in with the password alone) ends.
            const fresh = ctx.context.newSession;
            if (!failed && ctx.context.session && fresh) await endOtherSessions(db, fresh.user.id, fresh.session.token);
            return;
          }
          case "/change-password": {
            // A new password ends every other session of the account and the API refresh tokens
            // tied to them (issue 14), asked to or not: whoever knew the old one is out. The
            // session that made the change stays (or its replacement, when better-auth was asked
            // to revoke the others: it made a new one). A reset ends them all (revokeSessionsOnPasswordReset).
            // The account's owner is told by e-mail (issue 18).
            const current = ctx.context.newSession ?? ctx.context.session;
            if (failed || !current) return;
            await endOtherSessions(db, current.user.id, current.session.token);
            await mailer.send(passwordChangedMail(current.user.email, current.user.name, localeOf(current.user)));
            return;
          }
          case "/callback/:id":
            // A provider sign-in of an account with two-factor on asks for the code too.
            return challengeSecondFactor(ctx);
        }
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
      // Mails (reset, confirmation) are sent after the answer, not awaited: an answer that waited
      // for the mail would take longer for an address that has an account (issue 24). better-auth
      // logs a mail that fails.
      backgroundTasks: { handler: () => {} },
      useSecureCookies: origins.secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: origins.secure },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Changing the address of an account with a password needs that password too: a session left
 * open on a shared computer must not be enough to move the account (and its resets) elsewhere.
 */
async function checkPasswordForEmailChange(db: Database, ctx: GenericEndpointContext, password: unknown) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  if (!account?.password) return;
  // Limited per account, with account deletion's checks (issue 24).
  const verdict = await countRequest(db, apiRateRules.proofChecks, `user:${session.user.id}`);
  if (!verdict.allowed) {
    throw new APIError("TOO_MANY_REQUESTS", { code: "RATE_LIMITED", message: "Too many attempts. Please wait a little and try again." }, { "Retry-After": String(verdict.retryAfterSeconds) });
  }
  const right =
    typeof password === "string" && password.length <= 72 && (await ctx.context.password.verify({ hash: account.password, password }));
  if (!right) throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "That password is not right." });
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
