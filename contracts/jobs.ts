import { adminPageQuerySchema } from "./admin";
import { z } from "./zod";

// The job queue as staff see it (/admin/jobs, GET /api/v1/admin/jobs, POST …/{id}/retry).
// A job is queued (waiting for its time, or for a retry after a back-off), running, completed or
// failed (its retries used up; the last error is kept).

export const jobStates = ["queued", "running", "completed", "failed"] as const;
export type JobState = (typeof jobStates)[number];

export const jobStateLabels: Record<JobState, string> = {
  queued: "Queued",
  running: "Running",
  completed: "Completed",
  failed: "Failed",
};

export const adminJobQuerySchema = adminPageQuerySchema.extend({
  state: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(jobStates, `state must be one of: ${jobStates.join(", ")}`).default("failed"))
    .describe("Which jobs: queued, running, completed or failed (the default)."),
});

const isoDateTime = z.string().describe("ISO 8601 date-time");

export const adminJobSchema = z
  .object({
    id: z.uuid(),
    name: z.string().describe("What the job does, e.g. `retention.erase`"),
    state: z.enum(jobStates),
    attempts: z.number().int().describe("Runs started so far"),
    singleton_key: z.string().nullable(),
    run_at: isoDateTime.describe("Not before this time (its start, or the next retry)"),
    created_at: isoDateTime,
    started_at: isoDateTime.nullable(),
    finished_at: isoDateTime.nullable(),
    last_error: z.string().nullable().describe("The last run's error, if it failed"),
  })
  .meta({ id: "AdminJob" });
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobListSchema = z
  .object({
    jobs: z.array(adminJobSchema),
    counts: z.object({ queued: z.number().int(), running: z.number().int(), completed: z.number().int(), failed: z.number().int() }),
    total: z.number().int().describe("Jobs in the state asked for"),
    next_cursor: z.uuid().nullable().describe("Send as `after` for the next page; null on the last page"),
  })
  .meta({ id: "AdminJobList" });
export type AdminJobList = z.infer<typeof adminJobListSchema>;

export const adminJobResponseSchema = z.object({ job: adminJobSchema }).meta({ id: "AdminJobResponse" });
