import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server";
import { assignments, enrollments, mailUnsubscribes, memberships, organisations, programs, registrations, reminderMails, users } from "../../server/db/schema";
import { createJobQueue } from "../../server/jobs/queue.server";
import type { MailMessage } from "../../server/mail/mailer.server";
import { planReminders, registerReminders } from "../../server/reminders/reminders.server";
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from "./test-app";

// Reminders and digests on the job queue (issue 27): two instances on one database plan and send
// every mail once, one of them stopped and started again in the middle; a kind unsubscribed in one
// click is not sent again; the day-before mail of a webinar carries its calendar file and link.

const logger = pino({ level: "silent" });
const DAY = 86_400_000;
const day = (n: number, from = Date.now()) => new Date(from + n * DAY).toISOString().slice(0, 10);

describe.each(databaseKinds)("reminders on %s", (kind) => {
  let t: TestApp;
  let database: DatabaseHandle;
  const ids: Record<string, string> = {};

  async function member(orgId: string, name: string, role: "owner" | "manager" | "learner") {
    const id = randomUUID();
    await database.db.insert(users).values({ id, name, email: `${name.toLowerCase().replace(/\W+/g, ".")}.${randomBytes(2).toString("hex")}@example.com`, emailVerified: true });
    await database.db.insert(memberships).values({ organisationId: orgId, userId: id, role });
    ids[name] = id;
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    database = t.database;
    const db = database.db;
    const [org] = await db.insert(organisations).values({ name: "Acme Learning", plan: "corporate", seats: 40, status: "active" }).returning();
    const [p1, p2] = await db.select({ id: programs.id }).from(programs).where(eq(programs.isActive, true)).limit(2);
    await member(org.id, "Olga Owner", "owner");
    await member(org.id, "Mira Manager", "manager");
    const assign = async (name: string, programId: string, dueDate: string | null, done = false) => {
      const userId = ids[name] ?? (await member(org.id, name, "learner"));
      await db.insert(assignments).values({ organisationId: org.id, programId, userId, dueDate });
      await db.insert(enrollments).values({ userId, programId, ...(done ? { status: "completed" as const, progress: 100, completedAt: new Date() } : {}) });
    };
    await assign("Lena Soon", p1.id, day(2));
    await assign("Lena Soon", p2.id, day(10));
    await assign("Tara Today", p1.id, day(0));
    await assign("Yuri Yesterday", p1.id, day(-1));
    await assign("Walt Week", p1.id, day(-8));
    await assign("Dana Done", p1.id, day(-1), true);
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
