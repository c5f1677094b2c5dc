import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { sessions, twoFactors, users } from "../db/schema";
import { claimTotpStep, totpStep } from "./totp-replay.server";
import { sessionTokenHash } from "./session-tokens.server";

// The second factor belongs to the session (issue 24). Every session has `second_factor`: true
// only when it was made by a code (better-auth's /two-factor/verify-* endpoints, for a sign-in or
// when two-factor is turned on), by a password sign-in on a device trusted after a code (the
// two-factor plugin's own judgement), or as the replacement of a session that had it (a password
// change that signs out the others, two-factor turned off, a refreshed API token). The staff
// pages ask for it (http/require-admin.server.ts), not for the account's two-factor setting.
//
// A session made any other way for an account with two-factor on is refused on the spot: the
// provider ID-token sign-in (/sign-in/social with idToken) and any endpoint added later. Those
// that can be challenged are challenged before this (the two-factor plugin on /sign-in/email,
// two-factor-challenge.server.ts on a provider's redirect), so they never make a session here.
//
// It is a plugin so that its after-hook runs after the two-factor plugin's (plugins' hooks run in
// order, after the options' own hooks): by then a password sign-in that still has a session is
// one the two-factor plugin let through.

const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]);
const TWO_FACTOR_COOKIE = "two_factor";

type SessionRow = { token: string; userId: string; secondFactor?: boolean | null };

async function accountHasTwoFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** Whose code a /two-factor/verify-totp request checks: the pending sign-in's account, or the signed-in one's. */
async function codeOwner(ctx: GenericEndpointContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (pending) {
    const found = await ctx.context.internalAdapter.findVerificationValue(pending);
    if (found) return found.value;
  }
  const session = await getSessionFromCtx(ctx);
  return session?.user.id ?? null;
}

/** Before better-auth checks an authenticator code: a code of a step already used is refused (totp-replay.server.ts). */
async function refuseUsedCode(db: Database, ctx: GenericEndpointContext) {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") return;
  const userId = await codeOwner(ctx);
  if (!userId) return;
  const [factor] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!factor) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.secret });
  const step = totpStep(secret, code);
  // A wrong code is left to better-auth, which counts it towards its lockout.
  if (step !== null && !(await claimTotpStep(db, userId, step))) {
    throw new APIError("UNAUTHORIZED", { code: "INVALID_CODE", message: "That code was used already: wait for the next one from your app." });
  }
}

export function sessionSecondFactor(db: Database): BetterAuthPlugin {
  const mark = (token: string) => db.update(sessions).set({ secondFactor: true }).where(eq(sessions.token, sessionTokenHash(token)));
  return {
    id: "session-second-factor",
    // Known to better-auth so that it reads it with the session (a replacement copies it) and never
    // lets a client set it (/update-session refuses a field that is not input).
    schema: { session: { fields: { secondFactor: { type: "boolean", required: false, input: false, fieldName: "secondFactor" } } } },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => refuseUsedCode(db, ctx)),
        },
      ],
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const fresh = ctx.context.newSession;
            if (!fresh) return;
            const made = fresh.session as SessionRow;
            const prior = ctx.context.session?.session as SessionRow | undefined;
            // The same session, its cookie written again (an address change confirmed while signed in).
            if (prior?.token === made.token) return;
            if (ctx.path === "/two-factor/disable") {
              // Two-factor off: whoever else is signed in with the account is out (issue 24, 5).
              await db.delete(sessions).where(and(eq(sessions.userId, fresh.user.id), ne(sessions.token, sessionTokenHash(made.token))));
            }
            const passed =
              CODE_PATHS.has(ctx.path) ||
              (ctx.path === "/sign-in/email" && (fresh.user as { twoFactorEnabled?: boolean }).twoFactorEnabled === true) ||
              (prior?.userId === fresh.user.id && prior.secondFactor === true);
            if (passed) {
              await mark(made.token);
              return;
            }
            if (!(await accountHasTwoFactor(db, fresh.user.id))) return;
            await ctx.context.internalAdapter.deleteSession(made.token);
            deleteSessionCookie(ctx, true);
            ctx.context.setNewSession(null);
            throw new APIError("FORBIDDEN", {
              code: "TWO_FACTOR_REQUIRED",
              message: "This account has two-factor sign-in: sign in with your password or on the site, where you are asked for the code.",
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
