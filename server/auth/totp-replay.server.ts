import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { twoFactors } from "../db/schema";

// An authenticator code is good once (RFC 6238 §5.2: the verifier must not accept the second
// attempt of a code after it has been accepted). better-auth accepts a code as often as it likes
// within its window (the step before, now, the step after), so we remember the step of the last
// code accepted for each account (two_factors.last_totp_step) and take only later steps: a code
// seen once, over the shoulder or in a proxy's log, opens nothing. The step is claimed in one
// UPDATE, so two requests racing with the same code cannot both win.

const PERIOD_MS = 30_000;

/** The 30-second step whose code `code` is (RFC 6238 with better-auth's settings: SHA-1, 6 digits, one step either side), or null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = Buffer.from(secret, "utf8");
  const counter = Math.floor(now / PERIOD_MS);
  let matched: number | null = null;
  // Every step is computed and compared (no early return): the time taken says nothing.
  for (const step of [counter - 1, counter, counter + 1]) {
    const message = Buffer.alloc(8);
    message.writeBigUInt64BE(BigInt(step));
    const mac = createHmac("sha1", key).update(message).digest();
    const offset = mac[mac.length - 1] & 15;
    const value = ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
    if (timingSafeEqual(Buffer.from(value), Buffer.from(code)) && matched === null) matched = step;
  }
  return matched;
}

/** Takes `step` for the account's codes; false when a code of this step or a later one was accepted already. */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}
