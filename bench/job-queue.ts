// Measures the job queue (server/jobs/queue.server.ts, docs/decisions/017-job-queue.md): what
// creating and starting a queue costs (time, memory), how long an idle queue's polling keeps the
// database busy, and jobs per second through enqueue → claim → run → complete, on the embedded
// database (fsync on, as the server runs) and on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL, when set; two queues there, as two instances would be).
// Run: node --import tsx bench/job-queue.ts        (N=2000 jobs by default)
import { withScratchPostgres } from "./lib/scratch-postgres";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { openDatabase, type DatabaseHandle } from "../server/db/client.server";
import { createJobQueue, enqueue } from "../server/jobs/queue.server";

declare module "../server/jobs/queue.server" {
  interface JobPayloads {
    "bench.noop": { n: number };
  }
}

const N = Number(process.env.N ?? 2000);
const logger = pino({ level: "silent" });
const mib = (bytes: number) => (bytes / 1048576).toFixed(1);

async function measure(label: string, database: DatabaseHandle, instances: number) {
  await database.migrate();
  const rss = process.memoryUsage().rss;
  const t0 = performance.now();
  const queues = Array.from({ length: instances }, () => createJobQueue({ database, logger, concurrency: 4, pollMs: 5_000 }));
  let done = 0;
  let finished!: () => void;
  const all = new Promise<void>((resolve) => (finished = resolve));
  for (const queue of queues) {
    queue.register("bench.noop", async () => {
      if (++done === N) finished();
    });
    queue.start();
  }
  const startMs = performance.now() - t0;
  // Idle: what the polling costs (the database's busy time for a minute of idling, scaled).
  let queries = 0;
  database.observeQueries(() => queries++);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idleQueriesPerMinute = queries * 6;
  const t1 = performance.now();
  for (let n = 0; n < N; n++) await enqueue(database.db, "bench.noop", { n });
  const enqueueMs = performance.now() - t1;
  await all;
  const totalMs = performance.now() - t1;
  const rssAfter = process.memoryUsage().rss;
  await Promise.all(queues.map((q) => q.stop()));
  console.log(
    `${label}: start ${startMs.toFixed(1)} ms; idle ${idleQueriesPerMinute} queries/min; enqueue ${((N / enqueueMs) * 1000).toFixed(0)} jobs/s; ` +
      `${N} jobs enqueued and run in ${(totalMs / 1000).toFixed(1)} s = ${((N / totalMs) * 1000).toFixed(0)} jobs/s; RSS ${mib(rss)} → ${mib(rssAfter)} MiB`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "queue-bench-"));
const pglite = await openDatabase({ dataDir: dir });
await measure("PGlite (fsync on, 1 queue)", pglite, 1);
await pglite.close();
fs.rmSync(dir, { recursive: true, force: true });

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  await withScratchPostgres(url, "queue_bench", (postgres) => measure("PostgreSQL 15 (2 queues, pool of 10)", postgres, 2));
}
