import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { signInFailures } from "../db/schema";

// Per-account throttling of failed password sign-ins, kept in the database so every server
// instance sees it (the per-IP limits alone let a botnet try one account from many addresses).
// The first FREE_FAILURES failures cost nothing; from then on the account waits BASE_DELAY_S,
// doubling with each further failure up to MAX_DELAY_S. Failures older than a day are forgotten;
// a successful sign-in clears the count. Unknown addresses are counted the same way, so the
// answer does not tell which addresses have accounts.

export const FREE_FAILURES = 4;
export const BASE_DELAY_S = 30;
export const MAX_DELAY_S = 30 * 60;

const key = (email: string) => email.trim().toLowerCase();

/** Seconds the account must still wait before its next attempt, or 0. */
export async function signInWaitSeconds(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ lockedUntil: signInFailures.lockedUntil }).from(signInFailures).where(eq(signInFailures.email, key(email)));
  const wait = row?.lockedUntil ? Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000) : 0;
  return Math.max(0, wait);
}

export async function recordSignInFailure(db: Database, email: string): Promise<void> {
  // failures after this one, computed once in SQL so concurrent failures all count.
  const next = sql`case when ${signInFailures.lastFailureAt} < now() - interval '1 day' then 1 else ${signInFailures.failures} + 1 end`;
  const delay = (failures: SQL) =>
    sql`case when ${failures} > ${FREE_FAILURES} then now() + least(${BASE_DELAY_S} * power(2, ${failures} - ${FREE_FAILURES + 1}), ${MAX_DELAY_S}) * interval '1 second' else null end`;
  await db
    .insert(signInFailures)
    .values({ email: key(email), failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: { failures: next, lockedUntil: delay(next), lastFailureAt: sql`now()` },
    });
}

export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, key(email)));
}
