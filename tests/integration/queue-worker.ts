import { sql } from "drizzle-orm";
import pino from "pino";
import { openDatabase } from "../../server/db/client.server";
import { createJobQueue } from "../../server/jobs/queue.server";

// A worker process for tests/integration/queue.test.ts: it works the queue of DATABASE_URL (or the
// embedded database in DATA_DIR) until it is killed. Its one job, "test.effect", writes one row of
// queue_effects through completeWith (so the row and the completion commit together) after a short
// pause, so that a SIGKILL lands in the middle of jobs. It prints "ready" once it works, and "done n"
// after each job.

declare module "../../server/jobs/queue.server" {
  interface JobPayloads {
    "test.effect": { n: number };
  }
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "", fsync: false });
await database.migrate();
await database.db.execute(sql`create table if not exists queue_effects (job_id uuid not null, n int not null, worker text not null)`);
const queue = createJobQueue({ database, logger: pino({ level: "silent" }), concurrency: 4, leaseMs: Number(process.env.LEASE_MS ?? 1500), pollMs: 200 });
queue.register("test.effect", async ({ id, payload, completeWith }) => {
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.EFFECT_MS ?? 20)));
  await completeWith((tx) => tx.execute(sql`insert into queue_effects (job_id, n, worker) values (${id}, ${payload.n}, ${queue.worker})`));
  process.stdout.write(`done ${payload.n}\n`);
});
queue.start();
process.stdout.write("ready\n");
process.on("SIGTERM", () => {
  void queue.stop().then(() => database.close()).then(() => process.exit(0));
});
