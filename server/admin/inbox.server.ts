import { and, count, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import type { InquiryStatus } from "#contracts/vocabulary";
import { contactInquiries, enrollments, newsletterSubscribers, programs, users } from "../db/schema";

// The staff inbox's queries. Lists are newest first and paged by keyset: a page starts after the
// row whose id the client sends back (`after`), so page 4,000 costs what page 1 costs. Each list
// is served by an index on (created_at desc, id desc), within a status by (status, created_at
// desc, id desc), and a search by the GIN index on contact_inquiries.search_vector. Rows are selected
// under the API's names (snake_case, decision 010: contracts/admin.ts).

export interface Page<T> {
  items: T[];
  /** Rows matching the filters; a search counts up to SEARCH_COUNT_CAP (see totalIsCapped). */
  total: number;
  totalIsCapped: boolean;
  /** The `after` of the next page, or null on the last page. */
  nextCursor: string | null;
}

export interface PageQuery {
  after?: string;
  limit: number;
}

/** A search that matches a large part of the inbox is counted up to here ("1,000+"). */
export const SEARCH_COUNT_CAP = 1000;

/** A row as the API sends it: dates as ISO 8601 strings. */
type Iso<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

function iso<T extends object>(row: T): Iso<T> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])) as Iso<T>;
}

function pageOf<T extends { id: string }>(rows: T[], limit: number, total: number, totalIsCapped = false): Page<Iso<T>> {
  const items = rows.slice(0, limit);
  return { items: items.map(iso), total, totalIsCapped, nextCursor: rows.length > limit ? items[items.length - 1].id : null };
}

/**
 * The words of a search as a prefix query: "asha verm" finds "Asha Verma", "acme" finds
 * "ravi@acme.com". Characters with a meaning in tsquery syntax separate words, as apostrophes do
 * in the indexed text ("o'brien" is "o" and "brien"). Null: no words.
 */
export function prefixQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .replace(/[&|!():*<>'"\\]/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}+]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `'${w}':*`).join(" & ") : null;
}

// ---- inquiries --------------------------------------------------------------------------------

const ci = contactInquiries;

const inquirySummary = {
  id: ci.id,
  name: ci.name,
  email: ci.email,
  company: ci.company,
  subject: ci.subject,
  preview: sql<string>`left(${ci.message}, 160)`,
  status: ci.status,
  created_at: ci.createdAt,
};

const inquiryDetail = {
  id: ci.id,
  name: ci.name,
  email: ci.email,
  company: ci.company,
  phone: ci.phone,
  subject: ci.subject,
  message: ci.message,
  status: ci.status,
  created_at: ci.createdAt,
};

export interface InquiryQuery extends PageQuery {
  status?: InquiryStatus;
  search?: string;
}

export async function listInquiries(db: Database, query: InquiryQuery) {
  const tsquery = query.search ? prefixQuery(query.search) : null;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(ci.status, query.status));
  if (tsquery) filters.push(sql`${ci.searchVector} @@ to_tsquery('simple', ${tsquery})`);
  const where = filters.length ? and(...filters) : undefined;
  const after = query.after
    ? sql`(${ci.createdAt}, ${ci.id}) < (select c.created_at, c.id from contact_inquiries c where c.id = ${query.after})`
    : undefined;

  const rowsPromise = db
    .select(inquirySummary)
    .from(ci)
    .where(and(where, after))
    .orderBy(desc(ci.createdAt), desc(ci.id))
    .limit(query.limit + 1);
  // Counting every match of a common word would read most of the table: count up to the cap.
  const totalPromise = tsquery
    ? db
        .select({ n: count() })
        .from(db.select({ one: sql`1` }).from(ci).where(where).limit(SEARCH_COUNT_CAP + 1).as("matches"))
        .then(([r]) => r.n)
    : db.$count(ci, where);
  const [rows, total] = await Promise.all([rowsPromise, totalPromise]);
  const capped = tsquery !== null && total > SEARCH_COUNT_CAP;
  return pageOf(rows, query.limit, capped ? SEARCH_COUNT_CAP : total, capped);
}

export async function getInquiry(db: Database, id: string) {
  const [row] = await db.select(inquiryDetail).from(ci).where(eq(ci.id, id));
  return row ? iso(row) : null;
}

export async function setInquiryStatus(db: Database, id: string, status: InquiryStatus) {
  const [row] = await db.update(ci).set({ status }).where(eq(ci.id, id)).returning(inquiryDetail);
  return row ? iso(row) : null;
}

// ---- newsletter subscribers -------------------------------------------------------------------

const ns = newsletterSubscribers;
const subscriber = { id: ns.id, email: ns.email, created_at: ns.createdAt };
const afterSubscriber = (id: string) =>
  sql`(${ns.createdAt}, ${ns.id}) < (select s.created_at, s.id from newsletter_subscribers s where s.id = ${id})`;
// Only confirmed addresses are subscribers (double opt-in): a pending one may not be its owner's.
const confirmed = isNotNull(ns.confirmedAt);

export async function listSubscribers(db: Database, query: PageQuery) {
  const [rows, total] = await Promise.all([
    db
      .select(subscriber)
      .from(ns)
      .where(and(confirmed, query.after ? afterSubscriber(query.after) : undefined))
      .orderBy(desc(ns.createdAt), desc(ns.id))
      .limit(query.limit + 1),
    db.$count(ns, confirmed),
  ]);
  return pageOf(rows, query.limit, total);
}

/** Every subscriber, newest first, in batches (for the CSV export). */
export async function* allSubscribers(db: Database, batchSize = 1000) {
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select(subscriber)
      .from(ns)
      .where(and(confirmed, after ? afterSubscriber(after) : undefined))
      .orderBy(desc(ns.createdAt), desc(ns.id))
      .limit(batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
  }
}

// ---- enrolments -------------------------------------------------------------------------------

const en = enrollments;

export async function listEnrollments(db: Database, query: PageQuery) {
  const after = query.after
    ? sql`(${en.enrolledAt}, ${en.id}) < (select e.enrolled_at, e.id from enrollments e where e.id = ${query.after})`
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: en.id,
        status: en.status,
        progress: en.progress,
        enrolled_at: en.enrolledAt,
        learner: { id: users.id, name: users.name, email: users.email },
        course: { id: programs.id, title: programs.title, category: programs.category, level: programs.level },
      })
      .from(en)
      .innerJoin(users, eq(users.id, en.userId))
      .innerJoin(programs, eq(programs.id, en.programId))
      .where(after)
      .orderBy(desc(en.enrolledAt), desc(en.id))
      .limit(query.limit + 1),
    db.$count(en),
  ]);
  return pageOf(rows, query.limit, total);
}
