import { and, desc, eq, sql } from "drizzle-orm";
import { jobStates, type AdminJob, type AdminJobList, type JobState } from "#contracts/jobs";
import { adminListJobs, adminRetryJob } from "#contracts/jobs/operations";
import type { Database } from "../db/client.server";
import { jobs } from "../db/schema";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import { retryFailedJob } from "./queue.server";
import { isUniqueViolation } from "../db/errors.server";

// Staff's view of the job queue (/api/v1/admin/jobs, staff only: contracts/jobs/operations.ts): the jobs of one state, newest first, the count of each state, and a retry
// of a failed job.

const iso = (date: Date | null) => date && date.toISOString();

function toAdminJob(row: typeof jobs.$inferSelect): AdminJob {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: row.attempts,
    singleton_key: row.singletonKey,
    run_at: row.runAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    last_error: row.lastError,
  };
}

async function listJobs(db: Database, query: { state: JobState; after?: string; limit: number }): Promise<AdminJobList> {
  const after = query.after ? sql`(${jobs.createdAt}, ${jobs.id}) < (select j.created_at, j.id from jobs j where j.id = ${query.after})` : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(and(eq(jobs.state, query.state), after))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.limit + 1),
    db.select({ state: jobs.state, count: sql<number>`count(*)::int` }).from(jobs).groupBy(jobs.state),
  ]);
  const counts = Object.fromEntries(jobStates.map((s) => [s, counted.find((c) => c.state === s)?.count ?? 0])) as AdminJobList["counts"];
  const page = rows.slice(0, query.limit);
  return { jobs: page.map(toAdminJob), counts, total: counts[query.state], next_cursor: rows.length > query.limit ? page[page.length - 1].id : null };
}

function notFound(): never {
  fail("not_found", "No such job.");
}

export function jobAdminRoutes() {
  return [
    route(adminListJobs, async (c, { query }) => listJobs(c.var.db, query)),
    route(adminRetryJob, async (c, { params }) => {
      const id = uuidParam(params.id) ?? notFound();
      const db = c.var.db;
      const retried = await retryFailedJob(db, id).catch((error: unknown) => {
        // Another job with its singleton key is queued or running (jobs_singleton_key).
        if (isUniqueViolation(error)) return "duplicate" as const;
        throw error;
      });
      if (retried === "duplicate") fail("job_already_queued", "A job like this one is already queued or running.");
      if (!retried) {
        const [exists] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
        if (!exists) notFound();
        fail("job_not_failed", "Only a failed job can be retried; this one is not failed (any more).");
      }
      c.var.logger.info({ jobId: retried.id, job: retried.name, by: c.var.user.id }, "failed job queued again by staff");
      return { job: toAdminJob(retried) };
    }),
  ];
}
