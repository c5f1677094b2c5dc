import { sourceLocale, type Locale } from "#contracts/locales";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isEmbedded, type Database } from "../db/client.server";
import { groupedStatement } from "../db/grouped.server";
import { newsletterSubscribers as ns } from "../db/schema";

// The newsletter's queries: double opt-in and unsubscribing. (The staff inbox lists and exports
// confirmed subscribers: admin/inbox.server.ts.)
//
// Asking for the newsletter makes (or refreshes) a pending row and mails a confirmation link;
// only opening that link sets `confirmed_at`, and only confirmed rows are subscribers. A pending
// row whose link expired is erased by the retention cleanup (server/retention). Every client may
// ask for NEWSLETTER_LIMITS.perClient addresses an hour, and one address gets at most one
// confirmation mail per NEWSLETTER_LIMITS.resendAfterMinutes, so the form cannot be used to
// flood someone's mailbox.

export const NEWSLETTER_LIMITS = { perClient: 10, windowMinutes: 60, resendAfterMinutes: 10, linkHours: 48 } as const;

// Advisory lock namespace (the first key of pg_advisory_xact_lock(int, int)), one per client.
const CLIENT_LOCK = 0x0e1e;

const minutes = (n: number) => n * 60_000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type SubscribeResult =
  /** Mail this confirmation link's token. */
  | { kind: "send"; token: string }
  /** Nothing to send: already confirmed, or a link went out a moment ago. Same answer to the client. */
  | { kind: "quiet" }
  | { kind: "limited"; retryAfterSeconds: number };

// The row is made, or refreshed when it is still pending and its last mail is old enough;
// otherwise nothing is written. One statement decides between simultaneous requests for one address.
// Columns by their schema names: bare where SQL wants them so (an insert's list, `excluded.`).
const c = (column: AnyPgColumn) => sql.identifier(column.name);
const refreshed = [ns.confirmTokenHash, ns.confirmExpiresAt, ns.confirmSentAt, ns.clientIp, ns.locale];
const subscribeStatement = groupedStatement(
  { email: "text", clientKey: "text", tokenHash: "text", locale: "text", now: "timestamptz", windowStart: "timestamptz", resendBefore: "timestamptz", expiresAt: "timestamptz" },
  (arg) => sql`
    with recent as (
      select count(*)::int as count, min(${ns.confirmSentAt}) as oldest from ${ns}
      where ${ns.clientIp} = ${arg("clientKey")} and ${ns.confirmSentAt} > ${arg("windowStart")}
    ), written as (
      insert into ${ns} (${c(ns.email)}, ${c(ns.createdAt)}, ${sql.join(refreshed.map(c), sql`, `)})
      select ${arg("email")}, ${arg("now")}, ${arg("tokenHash")}, ${arg("expiresAt")}, ${arg("now")}, ${arg("clientKey")}, ${arg("locale")}
      where (select count from recent) < ${NEWSLETTER_LIMITS.perClient}
      on conflict (${c(ns.email)}) do update set ${sql.join(
        refreshed.map((column) => sql`${c(column)} = excluded.${c(column)}`),
        sql`, `,
      )}
      where ${ns.confirmedAt} is null and (${ns.confirmSentAt} is null or ${ns.confirmSentAt} < ${arg("resendBefore")})
      returning ${ns.id}
    )
    select recent.count, recent.oldest, (select count(*)::int from written) as written from recent`,
);

/**
 * Records a request to subscribe `email` from the client `clientKey` (null: unknown, no
 * per-client limit). One statement counts the client's recent requests and makes or refreshes the
 * row only below the limit, so the count and the write see the same rows. On PostgreSQL it runs in
 * a transaction that first takes the client's advisory lock: the statement's snapshot is taken
 * after the lock is granted, so the limit holds across connections and instances. The embedded
 * database runs one statement at a time, so the statement alone is exact there (and costs one
 * round trip instead of five, issue 30). There it commits together with the other requests' of the
 * same moment, each statement seeing the rows of those before it (server/db/grouped.server.ts).
 */
export async function requestSubscription(db: Database, email: string, clientKey: string | null, now = new Date(), locale: Locale = sourceLocale): Promise<SubscribeResult> {
  const token = randomBytes(32).toString("base64url");
  const at = (ms: number) => new Date(ms).toISOString();
  const values = {
    email,
    clientKey,
    tokenHash: hashToken(token),
    locale,
    now: now.toISOString(),
    windowStart: at(now.getTime() - minutes(NEWSLETTER_LIMITS.windowMinutes)),
    resendBefore: at(now.getTime() - minutes(NEWSLETTER_LIMITS.resendAfterMinutes)),
    expiresAt: at(now.getTime() + NEWSLETTER_LIMITS.linkHours * 3_600_000),
  };
  const decide = async (runner: Pick<Database, "execute">): Promise<SubscribeResult> => {
    const result = await subscribeStatement(runner, values);
    const [row] = (result as { rows: { count: number; oldest: Date | string | null; written: number }[] }).rows;
    if (row.count >= NEWSLETTER_LIMITS.perClient) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
      const retry = Math.ceil((oldest + minutes(NEWSLETTER_LIMITS.windowMinutes) - now.getTime()) / 1000);
      return { kind: "limited", retryAfterSeconds: Math.max(1, retry) };
    }
    return row.written > 0 ? { kind: "send", token } : { kind: "quiet" };
  };
  if (!clientKey || isEmbedded(db)) return decide(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK}, hashtext(${clientKey}))`);
    return decide(tx);
  });
}

/** The confirmation mail could not be sent: the next request may send one at once. */
export async function confirmationNotSent(db: Database, email: string): Promise<void> {
  await db.update(ns).set({ confirmSentAt: null }).where(and(eq(ns.email, email), isNull(ns.confirmedAt)));
}

/** Confirms the address of a confirmation link: the subscriber, or null when the link is unknown, used or expired. */
export async function confirmSubscription(db: Database, token: string, now = new Date()): Promise<Subscriber | null> {
  const [row] = await db
    .update(ns)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(ns.confirmTokenHash, hashToken(token)), isNull(ns.confirmedAt), gt(ns.confirmExpiresAt, now)))
    .returning({ id: ns.id, email: ns.email, unsubscribeToken: ns.unsubscribeToken, locale: ns.locale });
  return row ?? null;
}

/** Erases the address of an unsubscribe link: its e-mail, or null when no address has that link. */
export async function unsubscribe(db: Database, token: string): Promise<string | null> {
  const [row] = await db.delete(ns).where(eq(ns.unsubscribeToken, token)).returning({ email: ns.email });
  return row?.email ?? null;
}

/** An address's subscription, for the learner's data export. */
export async function subscriptionOf(db: Database, email: string) {
  const [row] = await db
    .select({ email: ns.email, requestedAt: ns.createdAt, confirmedAt: ns.confirmedAt })
    .from(ns)
    .where(eq(ns.email, email.toLowerCase()));
  return row ?? null;
}

export interface Subscriber {
  id: string;
  email: string;
  unsubscribeToken: string;
  locale: Locale;
}

/** Every confirmed subscriber, in batches (for sending an issue). */
export async function* confirmedSubscribers(db: Database, batchSize = 500): AsyncGenerator<Subscriber[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ id: ns.id, email: ns.email, unsubscribeToken: ns.unsubscribeToken, locale: ns.locale })
      .from(ns)
      .where(and(isNotNull(ns.confirmedAt), after ? gt(ns.id, after) : undefined))
      .orderBy(ns.id)
      .limit(batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
  }
}

