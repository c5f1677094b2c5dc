import { defineOperation, STAFF_READ, STAFF_WRITE } from "../operation";
import { adminJobListSchema, adminJobQuerySchema, adminJobResponseSchema } from "../jobs";

const jobId = { id: "The job's `id`." };
const sampleJob = {
  id: "3f0c9a52-7d1e-4f6b-9a0e-2b8c4d5e6f70",
  name: "backup.write",
  state: "failed" as const,
  attempts: 3,
  singleton_key: "schedule",
  run_at: "2027-01-15T06:00:00.000Z",
  created_at: "2027-01-15T06:00:00.000Z",
  started_at: "2027-01-15T06:15:00.412Z",
  finished_at: "2027-01-15T06:15:01.020Z",
  last_error: "Error: ENOSPC: no space left on device, write",
};

export const adminListJobs = defineOperation({
  id: "admin-list-jobs",
  method: "get",
  path: "/admin/jobs",
  tag: "Staff",
  summary: "The job queue: the jobs of one state, newest first, and how many are in each",
  description:
    "Background and scheduled work (the retention cleanup, backups of the embedded database, …) runs as jobs on a queue in the database. `state` is `queued` (waiting for its time or for a retry), `running`, `completed` (kept 7 days) or `failed` (its retries used up, with the last error; kept 30 days).",
  auth: "admin",
  query: adminJobQuerySchema,
  response: { status: 200, description: "A page of jobs", schema: adminJobListSchema, example: { jobs: [sampleJob], counts: { queued: 0, running: 0, completed: 12, failed: 1 }, total: 1, next_cursor: null } },
  errors: ["validation_error", ...STAFF_READ],
});

export const adminRetryJob = defineOperation({
  id: "admin-retry-job",
  method: "post",
  path: "/admin/jobs/{id}/retry",
  tag: "Staff",
  summary: "Queue a failed job again",
  description:
    "The job runs again as soon as a worker is free, with its retries counted afresh. Only a failed job can be retried (409 `job_not_failed`); 409 `job_already_queued` when a job with the same singleton key is already queued or running. No body.",
  auth: "admin",
  params: jobId,
  response: { status: 200, description: "The job, queued", schema: adminJobResponseSchema, example: { job: { ...sampleJob, state: "queued", attempts: 0, finished_at: null } } },
  errors: [...STAFF_WRITE, "not_found", "job_not_failed", "job_already_queued"],
});
