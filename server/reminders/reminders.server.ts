import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { Locale } from "#contracts/locales";
import { paths } from "#contracts/pages";
import { registrationItems } from "#contracts/registration-catalogue";
import type { ReminderKind } from "#contracts/reminders";
import type { Database } from "../db/client.server";
import { mailUnsubscribes, reminderMails } from "../db/schema";
import { enqueue, type JobQueue } from "../jobs/queue.server";
import type { Mailer, MailMessage } from "../mail/mailer.server";
import { assignmentReminderMail, digestMail, escalationMail, sessionReminderMail, type UnsubscribeLinks } from "./reminder-mails.server";

// Reminders and digests on the job queue (issue 27; the queue: docs/decisions/017-job-queue.md).
//
// `reminders.plan` runs every hour on one instance (a schedule slot is enqueued once). In one
// transaction with its own completion (completeWith) it inserts a row per mail that is due now into
// reminder_mails, whose unique key names the mail ("due-soon:<assignment>:<due date>",
// "digest:<organisation>:<manager>:<week>"…), ON CONFLICT DO NOTHING: a mail planned by an
// earlier run, or by another instance, is not planned again; and it enqueues one `reminders.send`
// job per new row. Each send job reads its row, sends the mail unless the person unsubscribed from
// its kind, and marks the row sent in the transaction that completes the job.
//
// The guarantee: each mail is planned once and marked sent once (exactly once in the database,
// across instances, restarts and kills). Its delivery to the mail server is at least once: a run
// killed (or that lost the database) after the mail server took the mail and before the commit
// is run again once its lease runs out, and sends that mail again. That window is the mail
// server's answer plus one commit; a run killed at any other point sends nothing twice. A mail
// sent again carries the same Message-ID (messageIdOf), so it is the same message to mail systems
// that drop duplicates. (Exactly once across a mail server would need the server to take an
// idempotency key; SMTP has none.) tests/integration/reminders.test.ts kills workers in both places.

type NoPayload = Record<string, never>;

declare module "../jobs/queue.server" {
  interface JobPayloads {
    "reminders.plan": NoPayload;
    "reminders.send": { id: string };
  }
}

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));
/** Today in India (the registrations' dates are India's). */
const istDay = (now: Date) => dayOf(new Date(now.getTime() + 330 * 60_000));

/** Reminders to learners: due within 3 days, due today, overdue then weekly (3 at most). */
const learnerReminders = (today: string) => sql`
  insert into reminder_mails (key, kind, user_id, subject_id)
  select case
           when a.due_date > ${today} then 'due-soon:'
           when a.due_date = ${today} then 'due-today:'
           else 'overdue-' || (((${today}::date - a.due_date::date) - 1) / 7 + 1) || ':'
         end || a.id || ':' || a.due_date,
         'assignment-reminders', a.user_id, a.id::text
  from assignments a
  left join enrollments e on e.user_id = a.user_id and e.program_id = a.program_id
  where a.due_date between ${addDays(today, -21)} and ${addDays(today, 3)}
    and coalesce(e.status, 'active') <> 'completed' and coalesce(e.progress, 0) < 100
  on conflict (key) do nothing
  returning id`;

/** To each manager and owner: a learner 7 days overdue (planned until 13 days, once). */
const escalations = (today: string) => sql`
  insert into reminder_mails (key, kind, user_id, subject_id)
  select 'escalation:' || a.id || ':' || a.due_date || ':' || m.user_id, 'manager-escalations', m.user_id, a.id::text
  from assignments a
  join memberships m on m.organisation_id = a.organisation_id and m.role in ('owner', 'manager') and m.user_id <> a.user_id
  left join enrollments e on e.user_id = a.user_id and e.program_id = a.program_id
  where a.due_date between ${addDays(today, -13)} and ${addDays(today, -7)}
    and coalesce(e.status, 'active') <> 'completed' and coalesce(e.progress, 0) < 100
  on conflict (key) do nothing
  returning id`;

/** To each manager and owner of an organisation with assignments: one digest per week (from its Monday). */
const digests = (weekStart: string) => sql`
  insert into reminder_mails (key, kind, user_id, subject_id)
  select 'digest:' || m.organisation_id || ':' || m.user_id || ':' || ${weekStart}, 'manager-digest', m.user_id, m.organisation_id::text
  from memberships m
  where m.role in ('owner', 'manager') and exists (select 1 from assignments a where a.organisation_id = m.organisation_id)
  on conflict (key) do nothing
  returning id`;

/** To every live registration of an item that starts tomorrow (India's dates). */
function sessionReminders(now: Date): SQL | null {
  const tomorrow = addDays(istDay(now), 1);
  const items = Object.values(registrationItems)
    .flat()
    .filter((item) => item.startDate === tomorrow);
  if (!items.length) return null;
  const match = sql.join(
    items.map((item) => sql`(r.item_kind = ${item.kind} and r.item_id = ${item.id})`),
    sql` or `,
  );
  return sql`
    insert into reminder_mails (key, kind, user_id, subject_id)
    select 'session:' || r.id, 'session-reminders', r.user_id, r.id::text
    from registrations r where r.status = 'registered' and (${match})
    on conflict (key) do nothing
    returning id`;
}

/** Plans every mail due at `now` (once per key, however often and wherever it runs) and enqueues their sends; the new rows' ids. */
export async function planReminders(tx: Database, now: Date): Promise<string[]> {
  const today = dayOf(now);
  const monday = new Date(Date.parse(`${today}T00:00:00Z`));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const statements = [learnerReminders(today), escalations(today), digests(dayOf(monday)), sessionReminders(now)].filter((s): s is SQL => s !== null);
  const ids: string[] = [];
  for (const statement of statements) {
    const result = await tx.execute(statement);
    ids.push(...(result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  }
  for (const id of ids) await enqueue(tx, "reminders.send", { id });
  return ids;
}

interface Facts {
  id: string;
  key: string;
  kind: ReminderKind;
  user_id: string;
  subject_id: string;
  email: string;
  name: string;
  locale: Locale;
  unsubscribed: boolean;
}

type Rows<T> = { rows: T[] };
async function one<T>(db: Database, query: SQL): Promise<T | undefined> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows[0];
}
async function all<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** The mail of a planned row, from the database as it is now; null when its subject is gone or no longer calls for it. */
async function composeMail(db: Database, row: Facts, origin: string, links: UnsubscribeLinks): Promise<MailMessage | null> {
  if (row.kind === "assignment-reminders" || row.kind === "manager-escalations") {
    const a = await one<{ program: string; organisation: string; org_id: string; due_date: string; progress: number; completed: boolean; enrollment_id: string | null; learner: string; learner_email: string; learner_id: string }>(
      db,
      sql`select p.title as program, o.name as organisation, o.id as org_id, a.due_date, coalesce(e.progress, 0) as progress,
                 (coalesce(e.status, 'active') = 'completed' or coalesce(e.progress, 0) >= 100) as completed, e.id as enrollment_id,
                 u.name as learner, u.email as learner_email, u.id as learner_id
          from assignments a join programs p on p.id = a.program_id join organisations o on o.id = a.organisation_id join users u on u.id = a.user_id
          left join enrollments e on e.user_id = a.user_id and e.program_id = a.program_id
          where a.id = ${row.subject_id}::uuid`,
    );
    if (!a || a.completed || !a.due_date) return null;
    if (row.kind === "manager-escalations") {
      const personUrl = `${origin}${paths.teamPerson}?org=${a.org_id}&user=${encodeURIComponent(a.learner_id)}`;
      return escalationMail({ to: row.email, name: row.name, locale: row.locale, learner: a.learner, learnerEmail: a.learner_email, program: a.program, due: a.due_date, progress: a.progress, personUrl }, links);
    }
    const occasion = row.key.startsWith("due-soon:") ? "due-soon" : row.key.startsWith("due-today:") ? "due-today" : "overdue";
    const learnUrl = a.enrollment_id ? `${origin}${paths.dashboardLearn}?enrollment=${a.enrollment_id}` : `${origin}${paths.dashboard}`;
    return assignmentReminderMail(occasion, { to: row.email, name: row.name, locale: row.locale, program: a.program, organisation: a.organisation, due: a.due_date, progress: a.progress, learnUrl }, links);
  }
  if (row.kind === "manager-digest") {
    const today = dayOf(new Date());
    const weekAgo = new Date(Date.now() - 7 * DAY).toISOString();
    const org = await one<{ name: string; completions: number }>(
      db,
      sql`select o.name, (select count(*)::int from assignments a join enrollments e on e.user_id = a.user_id and e.program_id = a.program_id
                          where a.organisation_id = o.id and e.completed_at >= ${weekAgo}) as completions
          from organisations o join memberships m on m.organisation_id = o.id and m.user_id = ${row.user_id} and m.role in ('owner', 'manager')
          where o.id = ${row.subject_id}::uuid`,
    );
    if (!org) return null;
    const names = (where: SQL) =>
      all<{ name: string }>(
        db,
        sql`select distinct u.name from assignments a join users u on u.id = a.user_id
            left join enrollments e on e.user_id = a.user_id and e.program_id = a.program_id
            where a.organisation_id = ${row.subject_id}::uuid and coalesce(e.status, 'active') <> 'completed' and ${where} order by u.name`,
      );
    const [newOverdue, notStarted] = await Promise.all([
      names(sql`a.due_date between ${addDays(today, -7)} and ${addDays(today, -1)} and coalesce(e.progress, 0) < 100`),
      names(sql`coalesce(e.progress, 0) = 0`),
    ]);
    return digestMail(
      { to: row.email, name: row.name, locale: row.locale, organisation: org.name, completions: org.completions, newOverdue: newOverdue.map((r) => r.name), notStarted: notStarted.map((r) => r.name), overviewUrl: `${origin}${paths.team}?org=${row.subject_id}` },
      links,
    );
  }
  const r = await one<{ item_kind: string; item_id: string; status: string }>(db, sql`select item_kind, item_id, status from registrations where id = ${row.subject_id}::uuid`);
  const item = r && r.status === "registered" ? Object.values(registrationItems).flat().find((i) => i.kind === r.item_kind && i.id === r.item_id) : undefined;
  if (!item) return null;
  return sessionReminderMail({ to: row.email, name: row.name, locale: row.locale, registrationId: row.subject_id, item, manageUrl: `${origin}${paths.dashboard}?tab=registrations` }, links);
}

/** The unsubscribe links of a planned mail: its row's id (random, 122 bits) is the token, and says who and which kind. */
const unsubscribeLinks = (origin: string, mailId: string): UnsubscribeLinks => ({
  page: `${origin}/reminders/unsubscribe?token=${mailId}`,
  oneClick: `${origin}/api/v1/reminders/unsubscribe?token=${mailId}`,
});

/**
 * A planned mail's Message-ID, the same on every send: a mail sent again after a run died between
 * the mail server's answer and the commit (see the top of this file) is the same message, which
 * mail systems that drop duplicates by Message-ID show once.
 */
const messageIdOf = (origin: string, mailId: string) => `<reminder.${mailId}@${new URL(origin).hostname}>`;

/** The kind of a planned mail, by its unsubscribe token; null for an unknown one. */
export async function reminderKindOf(db: Database, token: string): Promise<ReminderKind | null> {
  const [row] = await db.select({ kind: reminderMails.kind }).from(reminderMails).where(eq(reminderMails.id, token));
  return row?.kind ?? null;
}

/** Stops a kind of mail for the person a planned mail went to; their address, or null for an unknown token. */
export async function unsubscribeByMail(db: Database, token: string): Promise<{ email: string; kind: ReminderKind } | null> {
  const row = await one<{ user_id: string; kind: ReminderKind; email: string }>(
    db,
    sql`select r.user_id, r.kind, u.email from reminder_mails r join users u on u.id = r.user_id where r.id = ${token}::uuid`,
  );
  if (!row) return null;
  await db.insert(mailUnsubscribes).values({ userId: row.user_id, kind: row.kind }).onConflictDoNothing();
  return { email: row.email, kind: row.kind };
}

export function registerReminders(queue: JobQueue, { mailer, origin, logger }: { mailer: Mailer; origin: string; logger: Logger }) {
  queue.register("reminders.plan", async ({ completeWith }) => {
    const planned = await completeWith((tx) => planReminders(tx, new Date()));
    if (planned.length) logger.info({ planned: planned.length }, "reminders planned");
  });
  queue.schedule("reminders.plan", { cron: "5 * * * *" }, {});

  queue.register("reminders.send", async ({ db, payload, signal, completeWith }) => {
    const row = await one<Facts>(
      db,
      sql`select r.id, r.key, r.kind, r.user_id, r.subject_id, u.email, u.name, u.locale,
                 exists (select 1 from mail_unsubscribes s where s.user_id = r.user_id and s.kind = r.kind) as unsubscribed
          from reminder_mails r join users u on u.id = r.user_id
          where r.id = ${payload.id}::uuid and r.sent_at is null and r.skipped_at is null`,
    );
    if (!row) return void (await completeWith(async () => undefined));
    const mail = row.unsubscribed ? null : await composeMail(db, row, origin, unsubscribeLinks(origin, row.id));
    if (!mail) {
      await completeWith((tx) => tx.update(reminderMails).set({ skippedAt: new Date() }).where(eq(reminderMails.id, row.id)));
      return;
    }
    // The run lost its job (its lease ran out while it was slow): the run that took over sends.
    signal.throwIfAborted();
    await mailer.send({ ...mail, messageId: messageIdOf(origin, row.id) });
    await completeWith((tx) => tx.update(reminderMails).set({ sentAt: new Date() }).where(and(eq(reminderMails.id, row.id), isNull(reminderMails.sentAt))));
  });
}
