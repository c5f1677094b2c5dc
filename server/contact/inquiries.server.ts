import { and, isNotNull, lt, sql } from "drizzle-orm";
import type { ContactValues } from "#contracts/contact";
import { isEmbedded, type Database } from "../db/client.server";
import { contactInquiries } from "../db/schema";

// Storing a contact inquiry under the rate limits: at most CONTACT_LIMITS.perEmail inquiries per
// e-mail address and CONTACT_LIMITS.perClient per client (IP address) in any hour.
//
// The limits hold exactly under concurrency and across server instances because the check and
// the insert run in one transaction that first takes a transaction-scoped advisory lock per
// address and per client (on PostgreSQL; the embedded database runs one transaction at a time):
// two requests for the same address queue on the lock, and the second counts the first one's row.
// The state is the inquiries themselves, in the shared database.

export const CONTACT_LIMITS = { perEmail: 5, perClient: 20, windowMinutes: 60 } as const;

// Advisory lock namespaces (the first key of pg_advisory_xact_lock(int, int)). Every request
// locks its address first and its client second, so two requests can never wait on each other
// in a cycle.
const EMAIL_LOCK = 0x0c0e;
const CLIENT_LOCK = 0x0c0f;

const windowStart = sql`now() - make_interval(mins => ${CONTACT_LIMITS.windowMinutes})`;

export type StoreResult = { stored: true; id: string } | { stored: false; retryAfterSeconds: number };

/** Which step failed: the spec tells the visitor different things for each. */
export class ContactStoreError extends Error {
  constructor(
    readonly step: "rate_check" | "insert",
    readonly cause: unknown,
  ) {
    super(`contact inquiry ${step === "rate_check" ? "rate check" : "insert"} failed`);
    this.name = "ContactStoreError";
  }
}

/** Rate-checks and stores an inquiry with status new. `clientKey` null: no per-client limit. */
export async function storeInquiry(db: Database, values: ContactValues, clientKey: string | null): Promise<StoreResult> {
  let step: ContactStoreError["step"] = "rate_check";
  try {
    return await db.transaction(async (tx) => {
      // The embedded database runs one transaction at a time: the locks would add nothing there.
      if (!isEmbedded(db)) {
        await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${values.email}))`);
        if (clientKey) await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK}, hashtext(${clientKey}))`);
      }

      // Both counts in one statement. retry: seconds until the oldest inquiry in the window leaves
      // it, i.e. until one more is allowed. A client key of null counts nothing.
      const recent = (column: typeof contactInquiries.email | typeof contactInquiries.clientIp, value: string | null) =>
        sql`select count(*)::int as count, ceil(extract(epoch from min(${contactInquiries.createdAt}) + make_interval(mins => ${CONTACT_LIMITS.windowMinutes}) - now()))::int as retry
          from ${contactInquiries} where ${column} = ${value} and ${contactInquiries.createdAt} > ${windowStart}`;
      const result = await tx.execute(
        sql`select e.count as email_count, e.retry as email_retry, c.count as client_count, c.retry as client_retry
          from (${recent(contactInquiries.email, values.email)}) e, (${recent(contactInquiries.clientIp, clientKey)}) c`,
      );
      type Counts = { email_count: number; email_retry: number | null; client_count: number; client_retry: number | null };
      const [counts] = (result as unknown as { rows: Counts[] }).rows;
      const waits = [
        counts.email_count >= CONTACT_LIMITS.perEmail ? counts.email_retry : undefined,
        counts.client_count >= CONTACT_LIMITS.perClient ? counts.client_retry : undefined,
      ].filter((w): w is number | null => w !== undefined);
      if (waits.length > 0) {
        return { stored: false, retryAfterSeconds: Math.max(1, ...waits.map((w) => w ?? 1)) } as const;
      }

      step = "insert";
      const [row] = await tx
        .insert(contactInquiries)
        .values({ ...values, status: "new", clientIp: clientKey })
        .returning({ id: contactInquiries.id });
      return { stored: true, id: row.id } as const;
    });
  } catch (error) {
    throw new ContactStoreError(step, error);
  }
}

/**
 * Erases the client address from inquiries older than the rate-limit window: it is kept only as
 * long as the limit needs it. Cheap: the partial index holds only rows that still have one.
 */
export async function eraseExpiredClientKeys(db: Database): Promise<void> {
  await db
    .update(contactInquiries)
    .set({ clientIp: null })
    .where(and(isNotNull(contactInquiries.clientIp), lt(contactInquiries.createdAt, windowStart)));
}
