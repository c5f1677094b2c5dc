import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiRefreshTokens,
  contactInquiries,
  jobSchedules,
  jobs,
  newsletterSubscribers,
  rateLimits,
  sessions,
  signInFailures,
  users,
  verifications,
} from "../../server/db/schema";
import { createJobQueue } from "../../server/jobs/queue.server";
import { registerScheduledWork } from "../../server/jobs/scheduled-work.server";
import { eraseExpired } from "../../server/retention/retention.server";
import { createTestApp, databaseKinds, type TestApp } from "./test-app";

// The cleanup at a given time: what the privacy policy says we keep, we keep; what
// it says we erase, we erase.

const HOUR = 3_600_000;
const NOW = new Date("2030-06-15T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(databaseKinds)("the retention cleanup on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const inquiry = (name: string, createdAt: Date, clientIp: string | null) => ({
    name,
    email: `${name}@example.com`,
    message: "Hello there, a question about training.",
    createdAt,
    clientIp,
  });

  it("erases client IPs after an hour, expired sessions, tokens and links, stale counters and inquiries past 24 months", async () => {
    const db = t.database.db;
    await db.insert(users).values({ id: "u1", name: "Asha", email: "asha@example.com", emailVerified: true });
    await db.insert(sessions).values([
      { id: "s-old", token: "t-old", userId: "u1", expiresAt: ago(1000) },
      { id: "s-live", token: "t-live", userId: "u1", expiresAt: later(HOUR) },
    ]);
    await db.insert(apiRefreshTokens).values([
      // A family past its lifetime goes, even while its session lives on.
      { tokenHash: "h-old", userId: "u1", sessionId: "s-live", familyId: randomUUID(), familyCreatedAt: ago(HOUR), familyExpiresAt: ago(1000) },
      { tokenHash: "h-live", userId: "u1", sessionId: "s-live", familyId: randomUUID(), familyCreatedAt: ago(HOUR), familyExpiresAt: later(HOUR) },
    ]);
    await db.insert(verifications).values([
      { id: "v-old", identifier: "reset-password:a", value: "u1", expiresAt: ago(1000) },
      { id: "v-live", identifier: "reset-password:b", value: "u1", expiresAt: later(HOUR) },
    ]);
    await db.insert(contactInquiries).values([
      inquiry("recent", ago(30 * 60_000), "203.0.113.1"),
      inquiry("hourold", ago(61 * 60_000), "203.0.113.2"),
      inquiry("yearold", ago(365 * 24 * HOUR), null),
      inquiry("ancient", new Date("2028-06-15T11:59:00Z"), null),
    ]);
    await db.insert(newsletterSubscribers).values([
      { email: "confirmed@example.com", confirmedAt: ago(2 * HOUR), confirmSentAt: ago(2 * HOUR), clientIp: "203.0.113.3" },
      { email: "pending@example.com", confirmSentAt: ago(10 * 60_000), confirmExpiresAt: later(47 * HOUR), clientIp: "203.0.113.4" },
      { email: "expired@example.com", confirmSentAt: ago(49 * HOUR), confirmExpiresAt: ago(HOUR), clientIp: null },
    ]);
    await db.insert(signInFailures).values([
      { email: "old@example.com", failures: 3, lastFailureAt: ago(25 * HOUR) },
      { email: "fresh@example.com", failures: 3, lastFailureAt: ago(HOUR) },
      { email: "locked@example.com", failures: 9, lastFailureAt: ago(25 * HOUR), lockedUntil: later(HOUR) },
    ]);
    await db.insert(rateLimits).values([
      { id: "r-old", key: "1.2.3.4/sign-in/email", count: 1, lastRequest: NOW.getTime() - 25 * HOUR },
      { id: "r-new", key: "1.2.3.5/sign-in/email", count: 1, lastRequest: NOW.getTime() - HOUR },
    ]);

    const erased = await eraseExpired(db, NOW);
    expect(erased).toEqual({
      inquiryClientIps: 1,
      newsletterClientIps: 1,
      unconfirmedSubscribers: 1,
      expiredSessions: 1,
      expiredRefreshTokens: 1,
      expiredVerifications: 1,
      signInFailures: 1,
      rateLimitCounters: 1,
      oldInquiries: 1,
    });

    const inquiries = await db.select({ name: contactInquiries.name, ip: contactInquiries.clientIp }).from(contactInquiries);
    expect(inquiries.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "hourold", ip: null },
      { name: "recent", ip: "203.0.113.1" },
      { name: "yearold", ip: null },
    ]);
    const subscribers = await db.select({ email: newsletterSubscribers.email, ip: newsletterSubscribers.clientIp }).from(newsletterSubscribers);
    expect(subscribers.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: "confirmed@example.com", ip: null },
      { email: "pending@example.com", ip: "203.0.113.4" },
    ]);
    expect((await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)).toEqual(["s-live"]);
    expect((await db.select({ h: apiRefreshTokens.tokenHash }).from(apiRefreshTokens)).map((r) => r.h)).toEqual(["h-live"]);
    expect((await db.select({ id: verifications.id }).from(verifications)).map((r) => r.id)).toEqual(["v-live"]);
    expect((await db.select({ e: signInFailures.email }).from(signInFailures)).map((r) => r.e).sort()).toEqual(["fresh@example.com", "locked@example.com"]);
    expect((await db.select({ id: rateLimits.id }).from(rateLimits)).map((r) => r.id)).toEqual(["r-new"]);
  });

  it("runs from the job queue: the schedule enqueues it once per slot, a worker runs it and it is kept as completed", async () => {
    const db = t.database.db;
    await db.delete(jobs);
    await db.delete(jobSchedules);
    await db.insert(contactInquiries).values(inquiry("scheduled", new Date(Date.now() - 2 * HOUR), "203.0.113.9"));
    const logger = pino({ level: "silent" });
    // Two instances on one database (on PGlite, two queues in the one process that holds it).
    const queues = [createJobQueue({ database: t.database, logger, pollMs: 200 }), createJobQueue({ database: t.database, logger, pollMs: 200 })];
    for (const queue of queues) {
      registerScheduledWork(queue, { database: t.database, logger });
      queue.start();
    }
    try {
      await expect
        .poll(async () => (await db.select({ ip: contactInquiries.clientIp }).from(contactInquiries).where(eq(contactInquiries.name, "scheduled")))[0].ip)
        .toBeNull();
      await expect.poll(async () => (await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.name, "retention.erase"))).map((j) => j.state)).toEqual(["completed"]);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
    }
    // One job for the slot, though two instances saw it come.
    expect(await db.select({ name: jobSchedules.name }).from(jobSchedules).where(eq(jobSchedules.name, "retention.erase"))).toHaveLength(1);
    expect(await db.select().from(jobs).where(eq(jobs.name, "retention.erase"))).toHaveLength(1);
  });

  it("vacuums the embedded database from the queue (it has no autovacuum), and leaves a PostgreSQL server to its own", async () => {
    const db = t.database.db;
    await db.delete(jobs);
    await db.delete(jobSchedules);
    // A table never vacuumed (pg_class.reltuples -1), with rows a delete left behind, as finished jobs do.
    await db.execute(sql`drop table if exists vacuum_probe`);
    await db.execute(sql`create table vacuum_probe (n int)`);
    await db.execute(sql`insert into vacuum_probe select generate_series(1, 50)`);
    await db.execute(sql`delete from vacuum_probe where n > 10`);
    const logger = pino({ level: "silent" });
    const queue = createJobQueue({ database: t.database, logger, pollMs: 200 });
    registerScheduledWork(queue, { database: t.database, logger });
    queue.start();
    const vacuums = () => db.select({ state: jobs.state }).from(jobs).where(eq(jobs.name, "database.vacuum"));
    try {
      // The other scheduled jobs of the slot are done by then: the vacuum's would have been too.
      await expect.poll(async () => (await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.name, "retention.erase"))).map((j) => j.state)).toEqual(["completed"]);
      if (kind === "pglite") await expect.poll(async () => (await vacuums()).map((j) => j.state)).toEqual(["completed"]);
    } finally {
      await queue.stop();
    }
    if (kind !== "pglite") {
      expect(await vacuums()).toEqual([]);
      await db.execute(sql`drop table vacuum_probe`);
      return;
    }
    // VACUUM counted the table's live rows into pg_class.
    const { rows } = (await db.execute(sql`select reltuples from pg_class where relname = 'vacuum_probe'`)) as unknown as { rows: { reltuples: number }[] };
    const [table] = rows;
    expect(Number(table.reltuples)).toBe(10);
    await db.execute(sql`drop table vacuum_probe`);
  });

  it("finds what has expired by index, not by reading every session, link and counter", async () => {
    // On the embedded database the cleanup runs in the server's thread: with 10,000 accounts its
    // scans of sessions, links and counters held every request for ~0.7 s. With sequential scans
    // priced out, a plan still scanning the table means there is no index to use.
    const deletes = {
      sessions: sql`delete from sessions where expires_at <= now()`,
      verifications: sql`delete from verifications where expires_at <= now()`,
      api_refresh_tokens: sql`delete from api_refresh_tokens where family_expires_at <= now()`,
      sign_in_failures: sql`delete from sign_in_failures where last_failure_at < now() - interval '1 day'`,
      rate_limits: sql`delete from rate_limits where last_request < 0`,
    };
    for (const [table, query] of Object.entries(deletes)) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((r) => Object.values(r)[0]).join("\n");
      });
      expect(plan, table).not.toMatch(new RegExp(`Seq Scan on ${table}`));
    }
  });
});
