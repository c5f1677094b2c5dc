import type { GenericEndpointContext } from "better-auth";
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
// is discarded and the owner is sent to choose one.

const COOKIE = "confirm_binding";
const LINK_LIFETIME_S = 3600;
const RESET_LIFETIME_S = 3600;

/** What each /verify-email request brought and what it did, by request. */
const boundTo = new WeakMap<Request, string | null>();
const discarded = new WeakMap<Request, string>();

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
    .returning({ id: accounts.id });
  if (gone.length && request) discarded.set(request, userId);
}

/** After /verify-email: an owner whose password was discarded goes on to choose one. */
export async function passwordChoiceRedirect(ctx: GenericEndpointContext) {
  const cookie = ctx.context.createAuthCookie(COOKIE);
  if (ctx.request && boundTo.get(ctx.request)) expireCookie(ctx, cookie);
  const userId = ctx.request && discarded.get(ctx.request);
  if (!userId) return;
  const token = generateRandomString(24);
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + RESET_LIFETIME_S * 1000),
  });
  throw ctx.redirect(`/reset-password?token=${token}&confirmed=1`);
}
