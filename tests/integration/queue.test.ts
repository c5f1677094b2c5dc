import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server";
import { openDatabase } from "../../server/db/client.server";
import { jobs } from "../../server/db/schema";
import { createJobQueue, enqueue, retryFailedJob, scheduleSlots } from "../../server/jobs/queue.server";
import { compiledWorker } from "./compiled-worker";
import { initialImage } from "./server-process";
import { databaseKinds, freshDatabase, scratchDatabase } from "./test-app";

// The job queue (server/jobs/queue.server.ts) on both databases: jobs run once, failures are retried
// with back-off and then kept failed with their error, singleton keys and start times hold, and, in
// separate processes killed with SIGKILL in the middle, every job's effect happens exactly once.

declare module "../../server/jobs/queue.server" {
  interface JobPayloads {
    "test.count": { n: number };
    "test.fail": Record<string, never>;
  }
}

const logger = pino({ level: "silent" });

describe("schedule slots", () => {
  it("are aligned intervals, or a cron expression's times in UTC, the slot that has come included", () => {
    const at = new Date("2027-01-15T06:10:00Z");
    expect(scheduleSlots({ everyMs: 600_000 }, at)).toEqual({ slot: new Date("2027-01-15T06:10:00Z"), next: new Date("2027-01-15T06:20:00Z") });
    expect(scheduleSlots({ cron: "0 8 * * 1" }, at)).toEqual({ slot: new Date("2027-01-11T08:00:00Z"), next: new Date("2027-01-18T08:00:00Z") });
    expect(scheduleSlots({ cron: "10 6 * * *" }, at).slot).toEqual(at);
  });
});

describe.each(databaseKinds)("the job queue on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  it("runs each job once with two workers on one database, in the order of their time", async () => {
    const db = database.db;
    const seen: number[] = [];
    const queues = [0, 1].map(() => createJobQueue({ database, logger, concurrency: 3, pollMs: 100 }));
    for (const queue of queues) {
      queue.register("test.count", async ({ payload }) => void seen.push(payload.n));
      queue.start();
    }
    try {
      for (let n = 0; n < 60; n++) await enqueue(db, "test.count", { n });
      await expect.poll(() => seen.length, { timeout: 20_000 }).toBe(60);
      await expect.poll(async () => (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, "completed"))).length).toBe(60);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(60).keys()]);
  });

  it("keeps one queued job per singleton key, and waits for startAfter", async () => {
    const db = database.db;
    const startAfter = new Date(Date.now() + 1_500);
    const first = await enqueue(db, "test.count", { n: 1 }, { singletonKey: "k", startAfter });
    expect(first).toEqual(expect.any(String));
    expect(await enqueue(db, "test.count", { n: 2 }, { singletonKey: "k" })).toBeNull();
    const ranAt: number[] = [];
    const queue = createJobQueue({ database, logger, pollMs: 100 });
    queue.register("test.count", async () => void ranAt.push(Date.now()));
    queue.start();
    try {
      await expect.poll(() => ranAt.length, { timeout: 10_000 }).toBe(1);
      expect(ranAt[0]).toBeGreaterThanOrEqual(startAfter.getTime() - 50);
      // Once it ran, the key is free again.
      await expect.poll(async () => (await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, first!)))[0].state).toBe("completed");
      expect(await enqueue(db, "test.count", { n: 3 }, { singletonKey: "k" })).toEqual(expect.any(String));
      await expect.poll(() => ranAt.length, { timeout: 10_000 }).toBe(2);
    } finally {
      await queue.stop();
    }
  });

  it("retries a failing job with a growing back-off, then keeps it failed with its error; staff's retry runs it again", async () => {
    const db = database.db;
    const runs: number[] = [];
    let succeed = false;
    const queue = createJobQueue({ database, logger, pollMs: 50 });
    queue.register(
      "test.fail",
      async ({ attempt }) => {
        runs.push(Date.now());
        if (!succeed) throw new Error(`SMTP refused the message (run ${attempt})`);
      },
      { retryLimit: 2, retryDelayMs: 400 },
    );
    queue.start();
    try {
      const id = (await enqueue(db, "test.fail", {}))!;
      const row = async () => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];
      await expect.poll(async () => (await row()).state, { timeout: 15_000 }).toBe("failed");
      const failed = await row();
      expect(failed).toMatchObject({ attempts: 3, lastError: "Error: SMTP refused the message (run 3)", lockToken: null });
      expect(failed.finishedAt).toBeInstanceOf(Date);
      expect(runs).toHaveLength(3);
      // 400 ms, then 800 ms.
      expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(400 - 50);
      expect(runs[2] - runs[1]).toBeGreaterThanOrEqual(800 - 50);

      succeed = true;
      expect(await retryFailedJob(db, id)).toMatchObject({ state: "queued", attempts: 0 });
      await expect.poll(async () => (await row()).state, { timeout: 10_000 }).toBe("completed");
      expect(runs).toHaveLength(4);
      // Only a failed job can be retried.
      expect(await retryFailedJob(db, id)).toBeNull();
    } finally {
      await queue.stop();
    }
  });

  it("queues again the job of a worker that stopped holding it, and a stale run cannot complete it", async () => {
    const db = database.db;
    const id = (await enqueue(db, "test.count", { n: 7 }))!;
    // A worker claimed it and died: its lease ran out long ago.
    await db.update(jobs).set({ state: "running", attempts: 1, lockToken: sql`gen_random_uuid()`, lockedUntil: sql`now() - interval '1 minute'` }).where(eq(jobs.id, id));
    const effects: number[] = [];
    const queue = createJobQueue({ database, logger, pollMs: 50 });
    queue.register("test.count", async ({ payload, completeWith }) => {
      await completeWith(async () => void effects.push(payload.n));
    });
    queue.start();
    try {
      await expect.poll(async () => (await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id)))[0].state, { timeout: 10_000 }).toBe("completed");
    } finally {
      await queue.stop();
    }
    expect(effects).toEqual([7]);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row.attempts).toBe(2);
  });
});

// ---- separate processes, killed in the middle ------------------------------------------------

/** A worker process, once it works; `done` counts the jobs it completed. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess & { done: number }> {
  // Compiled once, then started by Node alone (no TypeScript compiler at each start).
  const child = spawn(process.execPath, [await compiledWorker("tests/integration/queue-worker.ts")], {
    env: { ...process.env, ...env, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
  const worker = Object.assign(child, { done: 0 });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      worker.done += text.split("done ").length - 1;
      if (text.includes("ready")) resolve(worker);
    });
    child.on("exit", (code) => reject(new Error(`the worker stopped (${code}): ${errors}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

async function effectCounts(database: DatabaseHandle) {
  const result = await database.db.execute(sql`select count(*)::int as effects, count(distinct job_id)::int as jobs from queue_effects`);
  return (result as unknown as { rows: { effects: number; jobs: number }[] }).rows[0];
}

async function enqueueMany(database: DatabaseHandle, count: number) {
  for (let n = 0; n < count; n++) await enqueue(database.db, "test.effect" as never, { n } as never);
}

const JOBS = 150;

describe.runIf(databaseKinds.includes("postgres"))("two worker processes on one PostgreSQL, one killed with SIGKILL in the middle", () => {
  it("runs every job's effect exactly once", { timeout: 120_000 }, async () => {
    const scratch = scratchDatabase("queue");
    await scratch.create();
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
    const workers: (ChildProcess & { done: number })[] = [];
    try {
      await database.migrate();
      await database.db.execute(sql`create table queue_effects (job_id uuid not null, n int not null, worker text not null)`);
      const env = { DATABASE_URL: scratch.url, LEASE_MS: "1500", EFFECT_MS: "200" };
      workers.push(...(await Promise.all([startWorker(env), startWorker(env)])));
      // Both work before the jobs come (each is woken by the NOTIFY of every enqueue).
      await enqueueMany(database, JOBS);
      // Kill one in the middle of the work, then start it again (a restart).
      await expect.poll(() => workers[0].done + workers[1].done, { timeout: 60_000, interval: 5 }).toBeGreaterThan(JOBS / 3);
      await killed(workers[0]);
      const runningWhenKilled = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, "running"));
      expect((await effectCounts(database)).effects).toBeLessThan(JOBS);
      workers.push(await startWorker(env));
      await expect.poll(async () => (await effectCounts(database)).effects, { timeout: 60_000 }).toBe(JOBS);
      await expect.poll(async () => (await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, "completed"))).length, { timeout: 30_000 }).toBe(JOBS);
      expect(await effectCounts(database)).toEqual({ effects: JOBS, jobs: JOBS });
      // Both workers did some of the work, and the kill did cut runs short.
      const byWorker = (await database.db.execute(sql`select count(distinct worker)::int as n from queue_effects`)) as unknown as { rows: { n: number }[] };
      expect(byWorker.rows[0].n).toBeGreaterThanOrEqual(2);
      expect(runningWhenKilled.length).toBeGreaterThan(0);
    } finally {
      await Promise.all(workers.map(killed));
      await database.close();
      await scratch.drop();
    }
  });
});

describe("a worker process on the embedded database, killed with SIGKILL in the middle and started again", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "queue-pglite-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // A new cluster on disk and several worker starts: under a minute on a quiet machine, minutes with busy cores.
  it("runs every job's effect exactly once", { timeout: 420_000 }, async () => {
    // The one process that holds the database enqueues too: here the test, before the worker starts.
    let database = await openDatabase({ dataDir: dir, fsync: false, initialImage: initialImage() });
    await database.migrate();
    await database.db.execute(sql`create table queue_effects (job_id uuid not null, n int not null, worker text not null)`);
    await enqueueMany(database, JOBS);
    await database.close();

    const env = { DATA_DIR: dir, LEASE_MS: "1500", EFFECT_MS: "40" };
    let worker = await startWorker(env);
    // The worker holds the database: to look, stop it (SIGKILL, whatever it is doing) and open it.
    const killAndCount = async () => {
      await killed(worker);
      database = await openDatabase({ dataDir: dir, fsync: false });
      try {
        return { counts: await effectCounts(database), running: (await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, "running"))).length };
      } finally {
        await database.close();
      }
    };
    await expect.poll(() => worker.done, { timeout: 60_000, interval: 5 }).toBeGreaterThan(JOBS / 3);
    const middle = await killAndCount();
    expect(middle.counts.effects).toBeLessThan(JOBS);
    expect(middle.running).toBeGreaterThan(0);
    let final = middle;
    for (let i = 0; i < 10 && final.counts.effects < JOBS; i++) {
      worker = await startWorker(env);
      await expect.poll(() => worker.done, { timeout: 60_000 }).toBeGreaterThanOrEqual(JOBS - final.counts.effects);
      final = await killAndCount();
    }
    expect(final.counts).toEqual({ effects: JOBS, jobs: JOBS });
    database = await openDatabase({ dataDir: dir, fsync: false });
    try {
      // Every job completed (the lease of a run cut short by the kill ran out and it ran again).
      await expect.poll(async () => (await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, "completed"))).length).toBe(JOBS);
    } finally {
      await database.close();
    }
  });
});
