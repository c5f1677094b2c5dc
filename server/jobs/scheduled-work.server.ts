import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { writeScheduledBackup } from "../db/backup.server";
import type { Database, DatabaseHandle } from "../db/client.server";
import { jobs } from "../db/schema";
import { forgetOldRateWindows } from "../http/rate-count.server";
import { RETENTION, runRetention } from "../retention/retention.server";
import type { JobQueue } from "./queue.server";

// The server's own periodic work, as jobs on the queue: one run per slot across every instance,
// its failures kept for staff at /admin/jobs.

type NoPayload = Record<string, never>;

declare module "./queue.server" {
  interface JobPayloads {
    "retention.erase": NoPayload;
    "rate-limits.sweep": NoPayload;
    "jobs.cleanup": NoPayload;
    "backup.write": NoPayload;
    "database.vacuum": NoPayload;
  }
}

/** How long finished jobs stay for staff to see. */
export const KEEP_JOBS = { completedDays: 7, failedDays: 30 } as const;

/** Deletes completed and failed jobs past KEEP_JOBS; how many. */
export async function deleteOldJobs(db: Database): Promise<number> {
  const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, "completed"), lt(jobs.finishedAt, daysAgo(KEEP_JOBS.completedDays))),
        and(eq(jobs.state, "failed"), lt(jobs.finishedAt, daysAgo(KEEP_JOBS.failedDays))),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export interface ScheduledBackups {
  dataDir: string;
  dir: string;
  everyMs: number;
  keep: number;
  /** age public keys the backups are encrypted to (BACKUP_RECIPIENTS); none: not encrypted. */
  recipients?: string[];
}

/**
 * Registers and schedules the periodic work. Backups of the embedded database run here too: the
 * queue of an embedded database is worked by the one process that holds it, which is the process
 * that can copy it (docs/decisions/017-job-queue.md).
 */
export function registerScheduledWork(queue: JobQueue, { database, logger, backups }: { database: DatabaseHandle; logger: Logger; backups?: ScheduledBackups }) {
  queue.register("retention.erase", async ({ db }) => void (await runRetention(db, logger)));
  queue.schedule("retention.erase", { everyMs: RETENTION.intervalMinutes * 60_000 }, {});

  // Rate-limit windows that ended long ago (http/rate-limit.server.ts).
  queue.register("rate-limits.sweep", ({ db }) => forgetOldRateWindows(db));
  queue.schedule("rate-limits.sweep", { everyMs: 3_600_000 }, {});

  queue.register("jobs.cleanup", async ({ db }) => void (await deleteOldJobs(db)));
  queue.schedule("jobs.cleanup", { everyMs: 3_600_000 }, {});

  if (database.kind === "pglite") {
    // PGlite runs PostgreSQL in single-user mode, without autovacuum: the rows that updates and
    // deletes leave behind (finished jobs, refreshed sessions, links and counters) would never be
    // reclaimed, and tables and indexes would only grow. A PostgreSQL server's autovacuum does this
    // itself. VACUUM without ANALYZE: ~20 ms with 10,000 accounts and 60,000 subscribers, where an
    // ANALYZE took ~300 ms of the one thread every request shares.
    queue.register("database.vacuum", async ({ db }) => void (await db.execute(sql`vacuum`)));
    queue.schedule("database.vacuum", { everyMs: 3_600_000 }, {});
  }

  if (backups && database.kind === "pglite") {
    // A failed backup is shown failed at once, with its error (a full disk, a missing directory):
    // staff see it and retry it at /admin/jobs, and the next slot tries again anyway.
    queue.register("backup.write", () => writeScheduledBackup({ handle: database, dataDir: backups.dataDir, dir: backups.dir, keep: backups.keep, logger, recipients: backups.recipients }), {
      retryLimit: 0,
    });
    queue.schedule("backup.write", { everyMs: backups.everyMs }, {});
  }
}
