import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { groupedStatement } from "../db/grouped.server";
import type { RateRule } from "#contracts/rate-limits";

// Rate limits of the REST API, kept in the database (the `rate_limits` table better-auth keeps its
// own in, under keys of our own that start with "api:"), so they hold across server instances.
// One statement counts a request and reads the count: a fixed window per key that starts with the
// key's first request and is replaced once it is over. The clock is the database's, the same for
// every instance. The limits themselves are contracts/rate-limits.ts's, named by the operations.
// Apart from the middleware (rate-limit.server.ts) because better-auth's hooks count here too and
// must not reach the request context the middleware is typed with (no import cycle).

const KEY_PREFIX = "api:";

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request against `rule` for `subject` (a client address key or a user id). */
export async function countRequest(db: Database, rule: RateRule, subject: string): Promise<RateVerdict> {
  try {
    return await countOnce(db, rule, subject);
  } catch (error) {
    // The table has two unique indexes (better-auth's: `id` and `key`, the same value here) and ON
    // CONFLICT arbitrates on one: requests that make a key's first row at the same moment on
    // PostgreSQL can fail on the other. The row exists then, so counting again takes the update.
    if (!isUniqueViolation(error)) throw error;
    return countOnce(db, rule, subject);
  }
}

// Counts and reads in one statement. Every rate-limited request runs it, so on the embedded
// database it commits together with the other counts asked for at the same moment (grouped.server.ts).
const countStatement = groupedStatement({ key: "text", windowMs: "bigint" }, (arg) => {
  const now = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  return sql`
    insert into rate_limits (id, key, count, last_request) values (${arg("key")}, ${arg("key")}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${now} - ${arg("windowMs")} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${now} - ${arg("windowMs")} then ${now} else rate_limits.last_request end
    returning count, (last_request + ${arg("windowMs")} - ${now})::bigint as remaining_ms`;
});

async function countOnce(db: Database, rule: RateRule, subject: string): Promise<RateVerdict> {
  const result = await countStatement(db, { key: `${KEY_PREFIX}${rule.name}:${subject}`, windowMs: rule.windowSeconds * 1000 });
  const row = (result as { rows: { count: number; remaining_ms: string | number }[] }).rows[0];
  if (Number(row.count) <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining_ms) / 1000)) };
}

/** Forgets windows that ended a day ago or more (run now and then; the rows are tiny). */
export async function forgetOldRateWindows(db: Database): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where key like ${`${KEY_PREFIX}%`} and last_request < (extract(epoch from clock_timestamp()) * 1000)::bigint - 86400000`,
  );
}

