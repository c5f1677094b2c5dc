import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { isFull, seatsLeft } from "#contracts/capacity";
import { findItem, registrationItems } from "#contracts/registration-catalogue";
import { itemEnds, itemTimes, placeOf, timeLabel, type ItemFacts, type RegistrationKind } from "#contracts/registration-items";
import type { AdminRegistrationItem, LiveItem, Registration } from "#contracts/registrations";
import type { Database } from "../db/client.server";
import { profiles, registrations, users } from "../db/schema";

// The registration queries. The seat count of an item is its sample figure plus its live rows,
// counted when asked: cancelling frees a seat at once, and no counter can drift from the rows.
// Taking a seat is serialised per item by a transaction-scoped advisory lock, so under any number
// of simultaneous requests, on any number of server instances sharing the database, the last seat
// goes to exactly one of them.

const live = eq(registrations.status, "registered");

/** A learner may make this many registrations (new rows) an hour: each one sends e-mail. */
export const REGISTRATIONS_PER_HOUR = 20;

/** Live registrations per item: "kind:id" → count. */
export async function liveCounts(db: Database, kind?: RegistrationKind): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: registrations.itemKind, id: registrations.itemId, n: count() })
    .from(registrations)
    .where(kind ? and(live, eq(registrations.itemKind, kind)) : live)
    .groupBy(registrations.itemKind, registrations.itemId);
  return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.n]));
}

/** The items of `kind` (all when undefined) the caller holds a live registration for: "kind:id". */
export async function registeredKeys(db: Database, userId: string, kind?: RegistrationKind): Promise<Set<string>> {
  const rows = await db
    .select({ kind: registrations.itemKind, id: registrations.itemId })
    .from(registrations)
    .where(and(live, eq(registrations.userId, userId), kind ? eq(registrations.itemKind, kind) : undefined));
  return new Set(rows.map((r) => `${r.kind}:${r.id}`));
}

export const itemKey = (item: ItemFacts) => `${item.kind}:${item.id}`;

/** Still taking registrations: it has not started. */
export const isOpen = (item: ItemFacts, now = new Date()) => itemTimes(item).start > now;

export function liveItem(item: ItemFacts, registered: number, mine: boolean, now = new Date()): LiveItem {
  const taken = item.base + registered;
  const { start, end } = itemTimes(item);
  return {
    kind: item.kind,
    id: item.id,
    title: item.title,
    capacity: item.capacity,
    taken,
    seats_left: seatsLeft(taken, item.capacity),
    full: isFull(taken, item.capacity),
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    place: placeOf(item),
    price: item.price,
    open: isOpen(item, now),
    registered: mine,
  };
}

export function itemsOf(kind?: RegistrationKind): ItemFacts[] {
  return kind ? registrationItems[kind] : Object.values(registrationItems).flat();
}

/** Rows the user made in the last hour (the rate limit). */
export async function recentRegistrations(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), gt(registrations.createdAt, sql`now() - interval '1 hour'`)));
  return row.n;
}

export type RegisterResult =
  | { status: "created"; id: string; createdAt: Date }
  | { status: "already_registered" }
  | { status: "full" };

/**
 * Takes a seat for the user, or says why not. The lock is per item (a hash of "kind:id"), held
 * until the transaction ends: the duplicate check, the count and the insert see every earlier
 * registration for the item. The partial unique index (one live row per user and item) stands
 * behind the duplicate check.
 */
export async function register(db: Database, userId: string, item: ItemFacts): Promise<RegisterResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${itemKey(item)}`}))`);
    const [mine] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(live, eq(registrations.userId, userId), eq(registrations.itemKind, item.kind), eq(registrations.itemId, item.id)))
      .limit(1);
    if (mine) return { status: "already_registered" } as const;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(and(live, eq(registrations.itemKind, item.kind), eq(registrations.itemId, item.id)));
    if (isFull(item.base + n, item.capacity)) return { status: "full" } as const;
    const [row] = await tx
      .insert(registrations)
      .values({ userId, itemKind: item.kind, itemId: item.id })
      .returning({ id: registrations.id, createdAt: registrations.createdAt });
    return { status: "created", id: row.id, createdAt: row.createdAt } as const;
  });
}

type Row = typeof registrations.$inferSelect;

export function registrationJson(row: Row, item: ItemFacts, now = new Date()): Registration {
  const { start, end } = itemTimes(item);
  return {
    id: row.id,
    kind: item.kind,
    item_id: item.id,
    status: row.status as Registration["status"],
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    past: itemEnds(item) <= now,
    item: {
      title: item.title,
      start_date: item.startDate,
      end_date: item.endDate,
      time: timeLabel(item.startTime),
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      place: placeOf(item),
      price: item.price,
      join_url: item.joinUrl ?? null,
    },
  };
}

/** The row with its item (rows of items no longer listed are left out). */
const withItem = (row: Row) => {
  const item = findItem(row.itemKind, row.itemId);
  return item ? { row, item } : undefined;
};

export async function registrationOf(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.userId, userId)));
  return row ? withItem(row) : undefined;
}

/** The user's live registrations, soonest first. */
export async function myRegistrations(db: Database, userId: string, now = new Date()): Promise<Registration[]> {
  const rows = await db.select().from(registrations).where(and(live, eq(registrations.userId, userId)));
  return rows
    .flatMap((row) => withItem(row) ?? [])
    .map(({ row, item }) => registrationJson(row, item, now))
    .sort((a, b) => a.item.starts_at.localeCompare(b.item.starts_at));
}

/** Cancels a live registration: the row as it is now, or undefined when it was not live. */
export async function cancel(db: Database, userId: string, id: string): Promise<Row | undefined> {
  const [row] = await db
    .update(registrations)
    .set({ status: "cancelled", cancelledAt: new Date() })
    .where(and(eq(registrations.id, id), eq(registrations.userId, userId), live))
    .returning();
  return row;
}

// ---- staff -------------------------------------------------------------------------------------

export interface Registrant {
  id: string;
  kind: RegistrationKind;
  itemId: string;
  name: string;
  email: string;
  company: string | null;
  createdAt: Date;
}

/** Live registrations with the learner's name, e-mail and company, oldest first per item. */
export async function registrants(db: Database, filter: { kind?: RegistrationKind; itemId?: string } = {}): Promise<Registrant[]> {
  return db
    .select({
      id: registrations.id,
      kind: registrations.itemKind,
      itemId: registrations.itemId,
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      email: users.email,
      company: profiles.company,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.id, registrations.userId))
    .where(
      and(
        live,
        filter.kind ? eq(registrations.itemKind, filter.kind) : undefined,
        filter.itemId ? eq(registrations.itemId, filter.itemId) : undefined,
      ),
    )
    .orderBy(asc(registrations.itemKind), asc(registrations.itemId), asc(registrations.createdAt), desc(registrations.id));
}

/** Every item with its seats and live registrations, in the listing pages' order. */
export async function adminItems(db: Database, kind?: RegistrationKind): Promise<AdminRegistrationItem[]> {
  const people = await registrants(db, { kind });
  const byItem = new Map<string, Registrant[]>();
  for (const p of people) {
    const key = `${p.kind}:${p.itemId}`;
    const list = byItem.get(key);
    if (list) list.push(p);
    else byItem.set(key, [p]);
  }
  return itemsOf(kind).map((item) => {
    const list = byItem.get(itemKey(item)) ?? [];
    const { registered: _mine, ...facts } = liveItem(item, list.length, false);
    return {
      ...facts,
      start_date: item.startDate,
      registrations: list.map((p) => ({
        id: p.id,
        name: p.name,
        email: p.email,
        company: p.company,
        registered_at: p.createdAt.toISOString(),
      })),
    };
  });
}
