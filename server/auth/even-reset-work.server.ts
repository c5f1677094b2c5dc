import { randomBytes } from "node:crypto";
import type { GenericEndpointContext } from "better-auth";

// A reset request does the same database work for an address with an account and one without, so
// its answer takes the same time (issue 24; the mail goes after the answer). better-auth writes the
// reset link's row for a known address and makes one dummy look-up for an unknown one: before it
// runs, an unknown address gets the write (a row that has already expired, with no user, which the
// retention cleanup erases) and a known one the look-up. Both then cost one look-up and one write.

export async function evenResetWork(ctx: GenericEndpointContext, email: unknown): Promise<void> {
  if (typeof email !== "string") return;
  const known = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
  if (known) {
    await ctx.context.internalAdapter.findVerificationValue("dummy-verification-token");
    return;
  }
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${randomBytes(18).toString("base64url")}`,
    value: "",
    expiresAt: new Date(),
  });
}
