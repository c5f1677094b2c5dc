import { randomUUID } from "node:crypto";
import { CronExpressionParser } from "cron-parser";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "../db/client.server";
import { jobSchedules, jobs } from "../db/schema";

// The job queue: jobs are rows of `jobs` in the application's own database, so it is the same on
// the embedded database (one process) as on PostgreSQL (any number of instances). Why our own and
// not pg-boss or graphile-worker, and what was measured: docs/decisions/017-job-queue.md.
//
// - Each job runs in one worker at a time: a worker claims it with FOR UPDATE SKIP LOCKED and holds
//   a lease (a token and a time) that it renews while the handler runs. A worker that dies (SIGKILL,
//   a crash, a lost machine) stops renewing; when the lease runs out any instance queues the job again.
// - Exactly once for the database: a handler that writes through `ctx.completeWith(tx => ...)` has
//   its writes and the job's completion committed in one transaction, which first checks that this
//   worker still holds the lease. A run cut short commits nothing and is run again; a run that
//   committed is never run again.
// - A failing handler is retried after retryDelay · 2^(attempt-1) (capped at an hour) until its
//   retries are used up; then the job is `failed`, with the last error, for staff to see and retry.
// - Schedules (every n ms, or a cron expression in UTC) enqueue one job per slot across every
//   instance and restart: the instance whose update moves the schedule's last slot forward enqueues it.
// - New jobs are announced with NOTIFY jobs_queued (PGlite delivers it in its own process), so an
//   idle worker starts them at once; a poll every few seconds catches the rest (a retry's time).

/** What each job carries. A feature adds its jobs by declaration merging:
 *
 *    declare module "../jobs/queue.server" { interface JobPayloads { "mail.send": { to: string } } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string;

const CHANNEL = "jobs_queued";
/** Longest wait between two tries of a failing job. */
const MAX_BACKOFF_MS = 3_600_000;
/** The error text kept for staff, at most. */
const MAX_ERROR_LENGTH = 2_000;

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** At most one queued or running job per name and key: a second enqueue is skipped (null). */
  singletonKey?: string;
}

/**
 * Adds a job; its id, or null when `singletonKey` already has one queued or running. `db` may be a
 * transaction: the job then exists (and its NOTIFY is sent) only if that transaction commits.
 */
export async function enqueue<N extends JobName>(db: Database, name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({ name, payload, runAt: options.startAfter, singletonKey: options.singletonKey })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (!row) return null;
  await db.execute(sql`select pg_notify(${CHANNEL}, ${name})`);
  return row.id;
}

/** Queues a failed job again, with its attempts counted afresh: the job, or null when it is not failed. */
export async function retryFailedJob(db: Database, id: string) {
  const [row] = await db
    .update(jobs)
    .set({ state: "queued", attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, "failed")))
    .returning();
  if (row) await db.execute(sql`select pg_notify(${CHANNEL}, ${row.name})`);
  return row ?? null;
}

export interface JobContext<N extends JobName> {
  id: string;
  name: N;
  payload: JobPayloads[N];
  /** This run's number: 1 the first time. */
  attempt: number;
  db: Database;
  logger: Logger;
  /** Aborted when this worker lost the job's lease (another run may have started). */
  signal: AbortSignal;
  /**
   * Runs `effect` in a transaction that also completes the job, after checking that this worker
   * still holds it: the effect is committed once, with the completion, or not at all.
   */
  completeWith<T>(effect: (tx: Database) => Promise<T>): Promise<T>;
}

export type JobHandler<N extends JobName> = (ctx: JobContext<N>) => Promise<void>;

export interface JobOptions {
  /** Tries after the first, when the handler throws (default 3). */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles (default 30 s). */
  retryDelayMs?: number;
}

export type ScheduleSpec = { everyMs: number } | { cron: string };

export interface QueueOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** Jobs this instance runs at once (default 2). */
  concurrency?: number;
  /** How long a claimed job is held without renewal (default 60 s; renewed every third of it). */
  leaseMs?: number;
  /** The longest wait between two looks at the queue (default 5 s). */
  pollMs?: number;
}

export class LeaseLostError extends Error {
  constructor() {
    super("This worker no longer holds the job (its lease ran out); another run will complete it.");
  }
}

interface Registered {
  handler: JobHandler<JobName>;
  retryLimit: number;
  retryDelayMs: number;
}

interface Schedule {
  name: JobName;
  spec: ScheduleSpec;
  payload: unknown;
  /** When to look next: the next slot. */
  nextCheck: number;
}

/** The latest slot of `spec` at or before `now`, and the one after it. */
export function scheduleSlots(spec: ScheduleSpec, now: Date): { slot: Date; next: Date } {
  if ("everyMs" in spec) {
    const slot = Math.floor(now.getTime() / spec.everyMs) * spec.everyMs;
    return { slot: new Date(slot), next: new Date(slot + spec.everyMs) };
  }
  // A slot is inclusive: at 03:00:00.000 the 03:00 slot has come.
  const at = new Date(now.getTime() + 1);
  return {
    slot: CronExpressionParser.parse(spec.cron, { currentDate: at, tz: "UTC" }).prev().toDate(),
    next: CronExpressionParser.parse(spec.cron, { currentDate: now, tz: "UTC" }).next().toDate(),
  };
}

/** The worker of one server instance: the handlers and schedules it knows, and the loop that runs them. */
export function createJobQueue({ database, logger, concurrency = 2, leaseMs = 60_000, pollMs = 5_000 }: QueueOptions) {
  const db = database.db;
  const registry = new Map<string, Registered>();
  const schedules: Schedule[] = [];
  const running = new Map<string, Promise<void>>();
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let started = false;
  let stopped = false;
  let looking: Promise<void> | undefined;
  let lookAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  const leaseInterval = sql`${leaseMs} * interval '1 millisecond'`;

  /** Lease ran out (its worker died): queued again; its attempt stays counted. */
  async function requeueAbandoned() {
    const abandoned = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, "running"), lt(jobs.lockedUntil, sql`now()`)))
      .for("update", { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({ state: "queued", lockToken: null, lockedUntil: null, runAt: sql`now()`, lastError: "The run stopped before it finished (its server stopped or lost the database)." })
      .where(inArray(jobs.id, abandoned))
      .returning({ id: jobs.id, name: jobs.name });
    if (rows.length) logger.warn({ jobs: rows }, "jobs of a stopped worker queued again");
  }

  /** Enqueues each schedule whose slot has come, once per slot across instances. */
  async function enqueueDueSchedules() {
    const now = new Date();
    for (const schedule of schedules) {
      if (now.getTime() < schedule.nextCheck) continue;
      const { slot, next } = scheduleSlots(schedule.spec, now);
      await db.transaction(async (tx) => {
        const [won] = await tx
          .insert(jobSchedules)
          .values({ name: schedule.name, lastSlot: slot })
          .onConflictDoUpdate({ target: jobSchedules.name, set: { lastSlot: slot }, setWhere: lt(jobSchedules.lastSlot, slot) })
          .returning({ name: jobSchedules.name });
        // One job of a schedule at a time: a slot whose previous run is still going is skipped.
        if (won) await enqueue(tx, schedule.name, schedule.payload as never, { singletonKey: "schedule" });
      });
      schedule.nextCheck = next.getTime();
    }
  }

  async function claim(count: number) {
    const names = [...registry.keys()];
    if (!names.length || count <= 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, "queued"), lte(jobs.runAt, sql`now()`), inArray(jobs.name, names)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(count)
      .for("update", { skipLocked: true });
    return db
      .update(jobs)
      .set({
        state: "running",
        attempts: sql`${jobs.attempts} + 1`,
        lockToken: sql`gen_random_uuid()`,
        lockedUntil: sql`now() + ${leaseInterval}`,
        startedAt: sql`now()`,
        finishedAt: null,
      })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, name: jobs.name, payload: jobs.payload, attempts: jobs.attempts, lockToken: jobs.lockToken });
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];
  const held = (job: Claimed) => and(eq(jobs.id, job.id), eq(jobs.lockToken, job.lockToken!), eq(jobs.state, "running"));
  const finished = { lockToken: null, lockedUntil: null, finishedAt: sql`now()` };

  async function run(job: Claimed, abort: AbortController) {
    const registered = registry.get(job.name)!;
    const renew = setInterval(() => {
      db.update(jobs)
        .set({ lockedUntil: sql`now() + ${leaseInterval}` })
        .where(held(job))
        .returning({ id: jobs.id })
        .then((rows) => rows.length === 0 && abort.abort(new LeaseLostError()))
        .catch((err) => logger.warn({ err, job: job.id }, "could not renew a job's lease"));
    }, Math.max(100, Math.floor(leaseMs / 3)));
    renew.unref();
    let completedInEffect = false;
    try {
      // A job that has been started more often than it may be (its runs kept dying) fails here.
      if (job.attempts > registered.retryLimit + 1) throw new Error(`Stopped after ${job.attempts - 1} runs that did not finish.`);
      await registered.handler({
        id: job.id,
        name: job.name as JobName,
        payload: job.payload as never,
        attempt: job.attempts,
        db,
        logger: logger.child({ job: job.name, jobId: job.id }),
        signal: abort.signal,
        completeWith: (effect) =>
          db.transaction(async (tx) => {
            // First, so the row is locked: nobody can requeue it while the effect is written.
            const [mine] = await tx.update(jobs).set({ state: "completed", ...finished }).where(held(job)).returning({ id: jobs.id });
            if (!mine) throw new LeaseLostError();
            const result = await effect(tx);
            completedInEffect = true;
            return result;
          }),
      });
      if (!completedInEffect) await db.update(jobs).set({ state: "completed", ...finished }).where(held(job));
    } catch (error) {
      if (error instanceof LeaseLostError || abort.signal.reason instanceof LeaseLostError) {
        logger.warn({ job: job.name, jobId: job.id }, "a job's lease was lost; its other run completes it");
        return;
      }
      const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_ERROR_LENGTH);
      const giveUp = job.attempts > registered.retryLimit;
      const delayMs = Math.min(MAX_BACKOFF_MS, registered.retryDelayMs * 2 ** (job.attempts - 1));
      await db
        .update(jobs)
        .set(
          giveUp
            ? { state: "failed", lastError: message, ...finished }
            : { state: "queued", lastError: message, lockToken: null, lockedUntil: null, runAt: sql`now() + ${delayMs} * interval '1 millisecond'` },
        )
        .where(held(job))
        .catch((err) => logger.error({ err, jobId: job.id }, "could not record a job's failure"));
      logger[giveUp ? "error" : "warn"]({ job: job.name, jobId: job.id, attempt: job.attempts, err: error }, giveUp ? "job failed" : "job will be retried");
    } finally {
      clearInterval(renew);
    }
  }

  async function lookOnce() {
    await requeueAbandoned();
    await enqueueDueSchedules();
    for (;;) {
      if (stopped) return;
      const claimed = await claim(concurrency - running.size);
      for (const job of claimed) {
        const abort = new AbortController();
        const promise = run(job, abort).finally(() => {
          running.delete(job.id);
          wake();
        });
        running.set(job.id, promise);
      }
      if (claimed.length === 0 || running.size >= concurrency) return;
    }
  }

  /** Looks at the queue now (or right after the look in progress). */
  function wake() {
    if (!started || stopped) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    clearTimeout(timer);
    looking = lookOnce()
      .catch((err) => logger.warn({ err }, "the job queue could not be read"))
      .finally(() => {
        looking = undefined;
        if (stopped) return;
        if (lookAgain) {
          lookAgain = false;
          wake();
          return;
        }
        const nextSchedule = Math.min(...schedules.map((s) => s.nextCheck));
        timer = setTimeout(wake, Math.max(10, Math.min(pollMs, nextSchedule - Date.now())));
        timer.unref();
      });
  }

  return {
    worker,
    /** This instance runs `name`'s jobs with `handler`. */
    register<N extends JobName>(name: N, handler: JobHandler<N>, options: JobOptions = {}) {
      registry.set(name, { handler: handler as unknown as JobHandler<JobName>, retryLimit: options.retryLimit ?? 3, retryDelayMs: options.retryDelayMs ?? 30_000 });
    },
    /** A job of `name` in every slot of `spec` (the first slot that has come runs at start). */
    schedule<N extends JobName>(name: N, spec: ScheduleSpec, payload: JobPayloads[N]) {
      schedules.push({ name, spec, payload, nextCheck: 0 });
    },
    start() {
      if (started) return;
      started = true;
      unsubscribe = database.subscribe(CHANNEL, () => wake());
      wake();
    },
    /** Stops claiming, and waits for the runs in progress to finish. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await looking;
      await Promise.allSettled(running.values());
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
