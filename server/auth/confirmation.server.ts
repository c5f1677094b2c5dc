import type { AuthContext, GenericEndpointContext } from "better-auth";
import { generateRandomString } from "better-auth/crypto";
import { expireCookie } from "better-auth/cookies";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { accounts, sessions, twoFactors, users } from "../db/schema";

// Confirming an address someone else signed up with must not sign its owner into an account
// whose password that someone knows. Like GoTrue with unconfirmed accounts, the person who
// confirms decides the password: the browser that asked for the confirmation link gets a signed
// cookie naming the account; a link opened where that cookie is absent (another browser, another
// person) still confirms the address and signs its owner in, but the password chosen at sign-up
// is taken off the account and the owner is sent to choose one, or to keep it by typing it
// (issue 24: whoever types it knows it, so it is theirs; keepSignUpPassword).

const COOKIE = "confirm_binding";
const LINK_LIFETIME_S = 3600;
const RESET_LIFETIME_S = 3600;

/** What each /verify-email request brought and what it did, by request. */
const boundTo = new WeakMap<Request, string | null>();
const discarded = new WeakMap<Request, { userId: string; hash: string | null }>();

export const confirmationBinding = {
  /** After a sign-up or a resend: this browser asked for the link. */
  async write(ctx: GenericEndpointContext, db: Database, email: string) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!user) return;
    const cookie = ctx.context.createAuthCookie(COOKIE, { maxAge: LINK_LIFETIME_S });
    await ctx.setSignedCookie(cookie.name, user.id, ctx.context.secret, cookie.attributes);
  },
  /** Before /verify-email: which account, if any, this browser asked a link for. */
  async read(ctx: GenericEndpointContext) {
    if (!ctx.request) return;
    const cookie = ctx.context.createAuthCookie(COOKIE);
    const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    boundTo.set(ctx.request, typeof value === "string" ? value : null);
  },
};

/**
 * The first confirmation of an address (its link, or a password chosen from a reset e-mail) hands
 * the account to the address's owner: whatever someone else may have set up before it is removed
 * (issue 24). Provider links, two-factor and every session made before it go; the password is
 * decided by the caller (discardUnboundPassword; a reset replaces it). Only then does an
 * ADMIN_EMAILS address get its role.
 */
export async function clearBeforeConfirmation(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), ne(accounts.providerId, "credential")));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** When an address is confirmed: the password goes unless this browser asked for the link. */
export async function discardUnboundPassword(db: Database, userId: string, request: Request | undefined) {
  if (request && boundTo.get(request) === userId) return;
  const gone = await db
    .delete(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id, hash: accounts.password });
  if (gone.length && request) discarded.set(request, { userId, hash: gone[0].hash });
}

/** After /verify-email: an owner whose password was discarded goes on to choose one. */
export async function passwordChoiceRedirect(ctx: GenericEndpointContext) {
  const cookie = ctx.context.createAuthCookie(COOKIE);
  if (ctx.request && boundTo.get(ctx.request)) expireCookie(ctx, cookie);
  const taken = ctx.request && discarded.get(ctx.request);
  if (!taken) return;
  const token = generateRandomString(24);
  const expiresAt = new Date(Date.now() + RESET_LIFETIME_S * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: taken.userId, expiresAt });
  // The sign-up password, set aside for as long as the link lasts: typed again, it is kept.
  if (taken.hash) await ctx.context.internalAdapter.createVerificationValue({ identifier: keptPasswordKey(token), value: taken.hash, expiresAt });
  throw ctx.redirect(`/reset-password?token=${token}&confirmed=1`);
}

const keptPasswordKey = (token: string) => `signup-password:${token}`;

/** After the link's token was used to choose a new password: the set-aside one goes. */
export async function forgetSignUpPassword(ctx: GenericEndpointContext, token: string) {
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(keptPasswordKey(token));
}

export type KeepResult = { ok: true } | { ok: false; reason: "invalid_token" } | { ok: false; reason: "invalid_password"; userId: string };

/**
 * The person who confirmed in another browser types the password chosen at sign-up: if it is the
 * one set aside for this link, it is the account's password again and the link is spent.
 * `beforeCheck` runs before the password is checked (the caller's limit per account).
 */
export async function keepSignUpPassword(
  ctx: { internalAdapter: AuthContext["internalAdapter"]; password: Pick<AuthContext["password"], "verify"> },
  db: Database,
  token: string,
  password: string,
  beforeCheck: (userId: string) => Promise<boolean>,
): Promise<KeepResult | { ok: false; reason: "limited" }> {
  const reset = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const kept = await ctx.internalAdapter.findVerificationValue(keptPasswordKey(token));
  const now = new Date();
  if (!reset || !kept || reset.expiresAt <= now || kept.expiresAt <= now) return { ok: false, reason: "invalid_token" };
  const userId = reset.value;
  if (!(await beforeCheck(userId))) return { ok: false, reason: "limited" };
  if (!(await ctx.password.verify({ hash: kept.value, password }))) return { ok: false, reason: "invalid_password", userId };
  // Spent once: of two requests racing, one wins.
  if (!(await ctx.internalAdapter.consumeVerificationValue(`reset-password:${token}`))) return { ok: false, reason: "invalid_token" };
  await ctx.internalAdapter.deleteVerificationByIdentifier(keptPasswordKey(token));
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    if (existing) await tx.update(accounts).set({ password: kept.value }).where(eq(accounts.id, existing.id));
    else await tx.insert(accounts).values({ id: generateRandomString(32), accountId: userId, providerId: "credential", userId, password: kept.value });
  });
  return { ok: true };
}
