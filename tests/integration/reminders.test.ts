import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../server/db/client.server";
import { seedIfEmpty } from "../../server/db/seed.server";
import { assignments, enrollments, jobs, mailUnsubscribes, memberships, organisations, programs, registrations, reminderMails, users } from "../../server/db/schema";
import { createJobQueue } from "../../server/jobs/queue.server";
import type { MailMessage } from "../../server/mail/mailer.server";
import { planReminders, registerReminders } from "../../server/reminders/reminders.server";
import { compiledWorker } from "./compiled-worker";
import { initialImage } from "./server-process";
import { createTestApp, databaseKinds, scratchDatabase, TEST_ORIGIN, type TestApp } from "./test-app";

// Reminders and digests on the job queue (issue 27): two instances on one database plan and send
// every mail once, one of them stopped and started again in the middle; worker processes killed
// with SIGKILL in the middle of sending send each mail once, and a process killed after a mail went
// out but before its job committed sends that mail again with the same Message-ID (the guarantee:
// server/reminders/reminders.server.ts); a kind unsubscribed in one click is not sent again; the
// day-before mail of a webinar carries its calendar file and link.

const logger = pino({ level: "silent" });
const DAY = 86_400_000;
const day = (n: number, from = Date.now()) => new Date(from + n * DAY).toISOString().slice(0, 10);

/**
 * An organisation with an owner, a manager and learners whose assignments are due in 2 days, today,
 * yesterday, 8 days ago, and one completed: the people's ids by name.
 */
async function acmeLearning(db: Database): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const [org] = await db.insert(organisations).values({ name: "Acme Learning", plan: "corporate", seats: 40, status: "active" }).returning();
  const [p1, p2] = await db.select({ id: programs.id }).from(programs).where(eq(programs.isActive, true)).limit(2);
  const member = async (name: string, role: "owner" | "manager" | "learner") => {
    const id = randomUUID();
    await db.insert(users).values({ id, name, email: `${name.toLowerCase().replace(/\W+/g, ".")}.${randomBytes(2).toString("hex")}@example.com`, emailVerified: true });
    await db.insert(memberships).values({ organisationId: org.id, userId: id, role });
    ids[name] = id;
  };
  await member("Olga Owner", "owner");
  await member("Mira Manager", "manager");
  const assign = async (name: string, programId: string, dueDate: string | null, done = false) => {
    if (!ids[name]) await member(name, "learner");
    await db.insert(assignments).values({ organisationId: org.id, programId, userId: ids[name], dueDate });
    await db.insert(enrollments).values({ userId: ids[name], programId, ...(done ? { status: "completed" as const, progress: 100, completedAt: new Date() } : {}) });
  };
  await assign("Lena Soon", p1.id, day(2));
  await assign("Lena Soon", p2.id, day(10));
  await assign("Tara Today", p1.id, day(0));
  await assign("Yuri Yesterday", p1.id, day(-1));
  await assign("Walt Week", p1.id, day(-8));
  await assign("Dana Done", p1.id, day(-1), true);
  return ids;
}

describe.each(databaseKinds)("reminders on %s", (kind) => {
  let t: TestApp;
  let database: DatabaseHandle;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    database = t.database;
    ids = await acmeLearning(database.db);
  });
  afterAll(() => t.close());

  it("plans and sends each mail once with two instances, one restarted in the middle", async () => {
    const sent: { instance: string; mail: MailMessage }[] = [];
    const start = (instance: string) => {
      const queue = createJobQueue({ database, logger, concurrency: 2, pollMs: 100 });
      registerReminders(queue, { mailer: { send: async (mail) => void sent.push({ instance, mail }) }, origin: TEST_ORIGIN, logger });
      queue.start();
      return queue;
    };
    const a = start("a");
    const b = start("b");
    let a2: ReturnType<typeof start> | undefined;
    try {
      await expect.poll(() => sent.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
      await a.stop();
      a2 = start("a2");
      // Both instances plan again at once: nothing new.
      const again = await Promise.all([0, 1].map(() => database.db.transaction((tx) => planReminders(tx, new Date()))));
      expect(again).toEqual([[], []]);
      await expect.poll(async () => (await database.db.select().from(reminderMails).where(sql`sent_at is null and skipped_at is null`)).length, { timeout: 60_000 }).toBe(0);
    } finally {
      await Promise.all([b.stop(), a2?.stop()]);
    }
    const to = (name: string) => sent.filter((s) => s.mail.to.startsWith(name.toLowerCase().replace(/\W+/g, "."))).map((s) => s.mail.subject);
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((s) => s.mail.subject + s.mail.to)).size).toBe(8);
    expect(to("Lena Soon")).toEqual([expect.stringMatching(/^Due soon: /)]);
    expect(to("Tara Today")).toEqual([expect.stringMatching(/^Due today: /)]);
    expect(to("Yuri Yesterday")).toEqual([expect.stringMatching(/^Overdue: /)]);
    expect(to("Walt Week")).toEqual([expect.stringMatching(/^Overdue: /)]);
    expect(to("Dana Done")).toEqual([]);
    for (const manager of ["Olga Owner", "Mira Manager"]) {
      expect(to(manager).sort()).toEqual(["Walt Week is a week overdue on " + to("Walt Week")[0].replace("Overdue: ", ""), "Your weekly team digest: Acme Learning"].sort());
    }
    const digest = sent.find((s) => s.mail.subject.startsWith("Your weekly team digest"))!.mail;
    expect(digest.text).toContain("Newly overdue: 1\n  Yuri Yesterday\n");
    expect(digest.text).toContain("Not started yet: 4\n  Lena Soon, Tara Today, Walt Week, Yuri Yesterday\n");
    // Each mail names its own kind's one-click unsubscribe (RFC 8058).
    for (const { mail } of sent) {
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/reminders\/unsubscribe\?token=[0-9a-f-]{36}>$/);
      expect(mail.text).toMatch(/To get no more of these: http:\/\/localhost:3000\/reminders\/unsubscribe\?token=[0-9a-f-]{36}/);
    }
    const rows = await database.db.select().from(reminderMails);
    expect(rows.filter((r) => r.sentAt)).toHaveLength(8);
  });

  it("unsubscribes one kind in one click; the page asks first; the other kinds still come", async () => {
    const [digestRow] = await database.db.select().from(reminderMails).where(sql`kind = 'manager-digest' and user_id = ${ids["Mira Manager"]}`);
    const page = await t.app.request(`${TEST_ORIGIN}/reminders/unsubscribe?token=${digestRow.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Weekly team digest");
    expect(html).toContain('method="post"');
    expect(await database.db.select().from(mailUnsubscribes)).toHaveLength(0);

    // The mail client's one-click POST: the token in the URL, a form body that is ignored.
    const res = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/reminders/unsubscribe?token=${digestRow.id}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: "manager-digest", status: "unsubscribed" });
    expect(await database.db.select({ userId: mailUnsubscribes.userId, kind: mailUnsubscribes.kind }).from(mailUnsubscribes)).toEqual([{ userId: ids["Mira Manager"], kind: "manager-digest" }]);
    expect((await t.app.request(new Request(`${TEST_ORIGIN}/api/v1/reminders/unsubscribe?token=${randomUUID()}`, { method: "POST" }))).status).toBe(404);
    expect((await t.app.request(new Request(`${TEST_ORIGIN}/api/v1/reminders/unsubscribe?token=nope`, { method: "POST" }))).status).toBe(400);

    // Next week's digest is planned for both managers, sent to the owner only.
    const nextWeek = new Date(Date.now() + 7 * DAY);
    const sent: MailMessage[] = [];
    const queue = createJobQueue({ database, logger, pollMs: 100 });
    registerReminders(queue, { mailer: { send: async (mail) => void sent.push(mail) }, origin: TEST_ORIGIN, logger });
    const planned = await database.db.transaction((tx) => planReminders(tx, nextWeek));
    queue.start();
    try {
      await expect.poll(async () => (await database.db.select().from(reminderMails).where(sql`sent_at is null and skipped_at is null`)).length, { timeout: 60_000 }).toBe(0);
    } finally {
      await queue.stop();
    }
    const digests = (await database.db.select().from(reminderMails).where(sql`kind = 'manager-digest' and id in ${planned}`)).map((r) => [r.userId, Boolean(r.sentAt), Boolean(r.skippedAt)]);
    expect(digests.sort()).toEqual([[ids["Mira Manager"], false, true], [ids["Olga Owner"], true, false]].sort());
    expect(sent.filter((m) => m.subject.startsWith("Your weekly team digest")).map((m) => m.to)).toEqual([expect.stringMatching(/^olga\.owner/)]);
  });

  it("mails registrants the day before a webinar, with the calendar file and the joining link", async () => {
    const userId = ids["Tara Today"];
    const [registration] = await database.db.insert(registrations).values({ userId, itemKind: "webinar", itemId: "introduction-to-prompt-engineering" }).returning();
    // 11:30 in India on 11 January 2027, the day before the webinar.
    const planned = await database.db.transaction((tx) => planReminders(tx, new Date("2027-01-11T06:00:00Z")));
    const [row] = await database.db.select().from(reminderMails).where(sql`kind = 'session-reminders' and id in ${planned}`);
    expect(row).toMatchObject({ key: `session:${registration.id}`, userId });
    const sent: MailMessage[] = [];
    const queue = createJobQueue({ database, logger, pollMs: 100 });
    registerReminders(queue, { mailer: { send: async (mail) => void sent.push(mail) }, origin: TEST_ORIGIN, logger });
    queue.start();
    try {
      await expect.poll(() => sent.some((m) => m.subject === "Tomorrow: Introduction to Prompt Engineering"), { timeout: 60_000 }).toBe(true);
    } finally {
      await queue.stop();
    }
    const mail = sent.find((m) => m.subject === "Tomorrow: Introduction to Prompt Engineering")!;
    expect(mail.text).toContain("Joining link: https://live.cortexa.ai/webinars/introduction-to-prompt-engineering");
    expect(mail.attachments?.[0]).toMatchObject({ filename: "introduction-to-prompt-engineering.ics", contentType: expect.stringContaining("text/calendar") });
    expect(mail.attachments?.[0].content).toContain("BEGIN:VEVENT");
    expect(mail.headers?.["List-Unsubscribe"]).toContain(row.id);
    // Planned again the same day: nothing new.
    expect(await database.db.transaction((tx) => planReminders(tx, new Date("2027-01-11T09:00:00Z")))).toEqual([]);
  });
});

// ---- worker processes, killed with SIGKILL ------------------------------------------------------

interface Worker extends ChildProcess {
  lines: string[];
  /** The last "pending n" it printed. */
  pending: number;
}

/** A reminder worker process (tests/integration/reminders-worker.ts), once it works. */
async function startWorker(env: Record<string, string>): Promise<Worker> {
  // Compiled once, then started by Node alone (no TypeScript compiler at each start).
  const child = spawn(process.execPath, [await compiledWorker("tests/integration/reminders-worker.ts")], {
    // A lease a busy machine keeps: with 5 s, a worker whose renewals came late (its database runs in
    // its own thread on PGlite) had its running sends taken back while it was alive, and sent twice.
    env: { ...process.env, LEASE_MS: "30000", ...env, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const worker = Object.assign(child, { lines: [] as string[], pending: -1 });
  let errors = "";
  let rest = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop()!;
      for (const line of lines) {
        worker.lines.push(line);
        if (line.startsWith("pending ")) worker.pending = Number(line.slice(8));
        if (line === "ready") resolve(worker);
      }
    });
    child.on("exit", (code, signal) => reject(new Error(`the worker stopped (${code ?? signal}): ${errors}`)));
  });
}

/** The Message-IDs a worker printed after `word` ("sending", "sent"). */
const printed = (worker: Worker, word: string) => worker.lines.filter((l) => l.startsWith(`${word} `)).map((l) => l.slice(word.length + 1));

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });

/** The Message-ID of every mail in an outbox folder (one .eml file per mail sent). */
function outboxIds(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => /^Message-ID: (.+)$/im.exec(fs.readFileSync(path.join(dir, f), "utf8"))![1].trim());
}

const messageId = (mailId: string) => `<reminder.${mailId}@localhost>`;
/** The reminder mail's id in a Message-ID (its job's payload id). */
const mailIdOf = (messageId: string) => /reminder\.([0-9a-f-]+)@/.exec(messageId)![1];

/**
 * Ends now the leases of a killed worker's jobs (the mails it had started and not finished), as if
 * their 30 s had passed: the test is about what happens after a lease runs out, not about waiting for
 * it. Only those jobs: a live worker beside it keeps its own.
 */
async function leasesRunOut(handle: DatabaseHandle, messageIds: string[]) {
  const ended = await handle.db
    .update(jobs)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(sql`name = 'reminders.send' and state = 'running' and payload->>'id' in ${messageIds.map(mailIdOf)}`)
    .returning({ id: jobs.id });
  expect(ended).toHaveLength(messageIds.length);
}

describe.each(databaseKinds)("reminder workers on %s killed with SIGKILL", (kind) => {
  let dir: string;
  let base: Record<string, string>;
  let drop = async () => {};
  /** The embedded database has one process: the test opens it only while no worker runs. */
  let open: () => Promise<DatabaseHandle>;
  let done: (handle: DatabaseHandle) => Promise<void>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "reminder-workers-"));
    let handle: DatabaseHandle;
    if (kind === "pglite") {
      const dataDir = path.join(dir, "db");
      open = () => openDatabase({ dataDir, fsync: false, initialImage: initialImage() });
      done = (h) => h.close();
      base = { DATA_DIR: dataDir };
      handle = await open();
      await handle.migrate();
    } else {
      const scratch = scratchDatabase("reminders", inject("databaseTemplates").postgresTemplate);
      await scratch.create();
      const shared = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
      await shared.migrate();
      open = async () => shared;
      done = async () => {};
      drop = async () => {
        await shared.close();
        await scratch.drop();
      };
      base = { DATABASE_URL: scratch.url };
      handle = shared;
    }
    await seedIfEmpty(handle.db);
    await acmeLearning(handle.db);
    await done(handle);
    // A new cluster on disk: seconds on a quiet machine, many minutes on two busy cores.
  }, 900_000);
  afterAll(async () => {
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends each mail once when a worker is killed in the middle of its sends", { timeout: 600_000 }, async () => {
    let db = await open();
    const planned = await db.db.transaction((tx) => planReminders(tx, new Date()));
    await done(db);
    expect(planned).toHaveLength(8);
    const outA = path.join(dir, "a");
    const outB = path.join(dir, "b");
    // Worker a sends two mails, then hangs in the middle of the next ones; on the embedded database
    // it holds the database, with two queue instances, and b is its restart; on PostgreSQL b runs
    // beside it from then on (two instances) and takes over a's jobs once their lease runs out.
    const instances = kind === "pglite" ? 2 : 1;
    const a = await startWorker({ ...base, OUTBOX_DIR: outA, HANG_AFTER: "2", INSTANCES: String(instances), CONCURRENCY: "2" });
    let b: Worker | undefined;
    try {
      // A job's place is given to the next one only after it committed: once a has started two more
      // sends than it has places, its first two mails are sent and committed and every place hangs.
      await expect.poll(() => printed(a, "sending").length, { timeout: 120_000 }).toBeGreaterThanOrEqual(2 + 2 * instances);
      if (kind === "postgres") {
        b = await startWorker({ ...base, OUTBOX_DIR: outB });
        await expect.poll(() => printed(b!, "sent").length, { timeout: 120_000 }).toBeGreaterThanOrEqual(1);
      }
      const cutShort = printed(a, "sending").filter((id) => !printed(a, "sent").includes(id));
      await stopped(a, "SIGKILL");
      expect(cutShort.length).toBeGreaterThanOrEqual(1);
      expect(outboxIds(outA)).toHaveLength(2);
      // Every place of a hung in a send, so the jobs it held are exactly the ones cut short.
      db = await open();
      await leasesRunOut(db, cutShort);
      await done(db);
      b ??= await startWorker({ ...base, OUTBOX_DIR: outB });
      await expect.poll(() => b!.pending, { timeout: 180_000 }).toBe(0);
      await stopped(b, "SIGTERM");

      // Each planned mail is in the outbox once: a's two, and b's the rest, among them the ones a was sending when it was killed.
      const all = [...outboxIds(outA), ...outboxIds(outB)];
      expect(all.sort()).toEqual(planned.map(messageId).sort());
      expect(outboxIds(outB)).toEqual(expect.arrayContaining(cutShort));
      db = await open();
      try {
        const rows = await db.db.select().from(reminderMails).where(inArray(reminderMails.id, planned));
        expect(rows.filter((r) => r.sentAt !== null && r.skippedAt === null)).toHaveLength(8);
        // The cut-short jobs ran a second time, after their lease ran out.
        const cutShortJobs = await db.db.select().from(jobs).where(sql`name = 'reminders.send' and payload->>'id' in ${cutShort.map(mailIdOf)}`);
        expect(cutShortJobs.map((j) => [j.state, j.attempts])).toEqual(cutShort.map(() => ["completed", 2]));
      } finally {
        await done(db);
      }
    } finally {
      await Promise.all([stopped(a, "SIGKILL"), b && stopped(b, "SIGKILL")]);
    }
  });

  it("sends a mail again, with the same Message-ID, when its worker died after sending it and before its commit", { timeout: 600_000 }, async () => {
    let db = await open();
    // Next week: the reminders, escalations and digests of then.
    const planned = await db.db.transaction((tx) => planReminders(tx, new Date(Date.now() + 7 * DAY)));
    await done(db);
    expect(planned.length).toBeGreaterThanOrEqual(2);
    const outC = path.join(dir, "c");
    const outD = path.join(dir, "d");
    // c sends one mail and is killed (SIGKILL) before that job's transaction commits.
    const c = await startWorker({ ...base, OUTBOX_DIR: outC, KILL_AFTER_SEND: "1", CONCURRENCY: "1" });
    await new Promise((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve(null) : c.once("exit", resolve)));
    expect(c.signalCode).toBe("SIGKILL");
    const [inWindow] = outboxIds(outC);
    expect(outboxIds(outC)).toEqual([inWindow]);
    // c had one place: the job it held is the one whose mail it wrote.
    db = await open();
    await leasesRunOut(db, [inWindow]);
    await done(db);
    const d = await startWorker({ ...base, OUTBOX_DIR: outD });
    try {
      await expect.poll(() => d.pending, { timeout: 180_000 }).toBe(0);
    } finally {
      await stopped(d, "SIGTERM");
    }
    // d sent every planned mail once, the one c had sent among them: that one went out twice, both times as the same message.
    expect(outboxIds(outD).sort()).toEqual(planned.map(messageId).sort());
    expect(outboxIds(outD)).toContain(inWindow);
    db = await open();
    try {
      const rows = await db.db.select().from(reminderMails).where(inArray(reminderMails.id, planned));
      expect(rows.every((r) => r.sentAt !== null)).toBe(true);
      const [job] = await db.db.select().from(jobs).where(sql`name = 'reminders.send' and payload->>'id' = ${mailIdOf(inWindow)}`);
      expect([job.state, job.attempts]).toEqual(["completed", 2]);
    } finally {
      await done(db);
    }
  });
});
