import { sql } from "drizzle-orm";
import pino from "pino";
import { openDatabase } from "../../server/db/client.server";
import { createJobQueue } from "../../server/jobs/queue.server";
import { createMailer, type Mailer } from "../../server/mail/mailer.server";
import { registerReminders } from "../../server/reminders/reminders.server";

// A server's reminder worker in a process of its own, for tests/integration/reminders.test.ts to
// kill with SIGKILL: it works the reminder jobs of DATABASE_URL (or of the embedded database in
// DATA_DIR) with INSTANCES queue instances of CONCURRENCY places each, and writes each mail as an .eml file to OUTBOX_DIR
// (the mailer the server uses without SMTP). It prints "ready" once it works, "sending <Message-ID>"
// when a send starts, "sent <Message-ID>" once the file is written (the job's commit comes after),
// and "pending <n>" whenever the number of planned mails not yet sent or skipped changes.
//   HANG_AFTER=n  the sends after the n-th never end (the process is killed in the middle of them);
//   KILL_AFTER_SEND=n  the process kills itself (SIGKILL) right after the n-th mail is written,
//                      before its job commits: the window in which a mail goes out twice.

const env = process.env;
const logger = pino({ level: "silent" });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? "", fsync: false });
await database.migrate();
const outbox = createMailer({ from: "Cortexa AI <no-reply@cortexa.ai>", outboxDir: env.OUTBOX_DIR!, logger });
const hangAfter = Number(env.HANG_AFTER ?? Infinity);
const killAfter = Number(env.KILL_AFTER_SEND ?? Infinity);
let started = 0;
let written = 0;
const say = (line: string) => process.stdout.write(`${line}\n`);

const mailer: Mailer = {
  async send(mail) {
    say(`sending ${mail.messageId}`);
    if (++started > hangAfter) await new Promise(() => {});
    await outbox.send(mail);
    if (++written === killAfter) process.kill(process.pid, "SIGKILL");
    say(`sent ${mail.messageId}`);
  },
};

const queues = Array.from({ length: Number(env.INSTANCES ?? 1) }, () => {
  const queue = createJobQueue({ database, logger, concurrency: Number(env.CONCURRENCY ?? 2), leaseMs: Number(env.LEASE_MS ?? 3000), pollMs: 200 });
  registerReminders(queue, { mailer, origin: "http://localhost:3000", logger });
  queue.start();
  return queue;
});
say("ready");

let pending = -1;
const watch = setInterval(() => {
  void database.db.execute(sql`select count(*)::int as n from reminder_mails where sent_at is null and skipped_at is null`).then((result) => {
    const n = (result as unknown as { rows: { n: number }[] }).rows[0].n;
    if (n !== pending) say(`pending ${(pending = n)}`);
  });
}, 200);

process.on("SIGTERM", () => {
  clearInterval(watch);
  void Promise.all(queues.map((q) => q.stop()))
    .then(() => database.close())
    .then(() => process.exit(0));
});
