import type { GenericEndpointContext } from "better-auth";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";

// better-auth's two-factor plugin asks for the code after a password sign-in only. An account
// with two-factor on that signs in through a provider (Google, GitHub, LinkedIn) is asked too:
// the provider's session is dropped and the same pending sign-in the plugin makes is started
// (its signed "two_factor" cookie and verification rows), and the browser goes to /auth, which
// asks for the code and finishes it with /two-factor/verify-totp or /verify-backup-code.

const CHALLENGE_LIFETIME_S = 600;
export const TWO_FACTOR_PAGE = "/auth?two-factor=1";

export async function challengeSecondFactor(ctx: GenericEndpointContext) {
  const fresh = ctx.context.newSession;
  const user = fresh?.user as { id: string; twoFactorEnabled?: boolean } | undefined;
  if (!fresh || !user?.twoFactorEnabled) return;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(fresh.session.token);
  ctx.context.setNewSession(null);
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_LIFETIME_S * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: user.id, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({ value: "0", identifier: `2fa-attempts-${identifier}`, expiresAt });
  const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: CHALLENGE_LIFETIME_S });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(TWO_FACTOR_PAGE);
}
