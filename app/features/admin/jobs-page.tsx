import { ListChecks, RotateCcw } from "lucide-react";
import { Suspense, useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "~/components/ui/lazy-confirm-dialog";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { formatCount } from "~/lib/format";
import { ApiError } from "~/lib/api-client";
import { jobStateLabels, jobStates, type AdminJob, type JobState } from "#contracts/jobs";
import { isForbidden } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { AdminTable, type Column, formatDateTime, ListStates, Pager, td, useCursorPages } from "./admin-table";
import { useAdminJobs, useRetryJob } from "./jobs-api";
import { useSetSearchParam } from "./list-search";

// /admin/jobs: the job queue (server/jobs/): the jobs of one state (failed first, in the URL so a
// link opens the same view), how many are in each, a failed job's error, and Retry after a
// confirmation. The confirmation dialog loads when it opens.

const tones = { queued: "blue", running: "yellow", completed: "green", failed: "red" } as const;

const columns: Column[] = [
  { label: "Job" },
  { label: "State" },
  { label: "Attempts", align: "right" },
  { label: "When" },
  { label: "Actions", srOnly: true },
];

const empty: Record<JobState, string> = {
  queued: "Nothing is waiting: every job has started.",
  running: "No job is running right now.",
  completed: "No job has completed in the last 7 days.",
  failed: "No job has failed. Jobs that fail after their retries stay here for 30 days.",
};

function when(job: AdminJob) {
  if (job.state === "queued") return job.attempts > 0 ? `Next try ${formatDateTime(job.run_at)}` : `Starts ${formatDateTime(job.run_at)}`;
  if (job.state === "running") return `Started ${formatDateTime(job.started_at ?? job.run_at)}`;
  return `${job.state === "failed" ? "Failed" : "Completed"} ${formatDateTime(job.finished_at ?? job.run_at)}`;
}

export function JobsPage() {
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const asked = params.get("state");
  const state: JobState = jobStates.includes(asked as JobState) ? (asked as JobState) : "failed";
  const pages = useCursorPages(state);
  const list = useAdminJobs(state, pages.after);
  const retry = useRetryJob();
  const [retrying, setRetrying] = useState<AdminJob | null>(null);

  if (isForbidden(list.error)) return <NotAuthorised />;

  const close = () => {
    const job = retrying;
    setRetrying(null);
    retry.reset();
    // Back to the button that opened the dialog, or to the list when the row has left it.
    if (job) requestAnimationFrame(() => (document.getElementById(`retry-${job.id}`) ?? document.getElementById("jobs-states"))?.focus());
  };

  return (
    <div className="grid gap-6">
      <Card className="p-4">
        <div id="jobs-states" tabIndex={-1} role="group" aria-label="Show jobs that are" className="flex flex-wrap gap-2 focus:outline-none">
          {jobStates.map((s) => (
            <Button
              key={s}
              variant={s === state ? "default" : "outline"}
              size="sm"
              aria-pressed={s === state}
              onClick={() => setParam("state", s === "failed" ? undefined : s)}
            >
              {jobStateLabels[s]}
              {list.data && <span className={cn("tabular-nums", s !== state && "text-slate-600")}>({formatCount(list.data.counts[s])})</span>}
            </Button>
          ))}
        </div>
      </Card>

      <ListStates query={list} what="jobs">
        {(data) => (
          <>
            <Pager label={`${jobStateLabels[state].toLowerCase()} jobs`} pages={pages} page={data} shown={data.jobs.length} busy={list.isFetching && !list.isRefetching} />
            {data.jobs.length === 0 ? (
              <Card className="flex flex-col items-center px-6 py-12 text-center">
                <ListChecks aria-hidden="true" className="size-10 text-slate-500" />
                <p className="mt-3 font-medium text-slate-900">No {jobStateLabels[state].toLowerCase()} jobs</p>
                <p className="mt-1 text-sm text-slate-600">{empty[state]}</p>
              </Card>
            ) : (
              <AdminTable label="Jobs" caption={`${jobStateLabels[state]} jobs, newest first`} columns={columns} className="min-w-[48rem]">
                {data.jobs.map((job) => (
                  <tr key={job.id}>
                    <td className={`${td} max-w-md`}>
                      <div className="font-mono font-medium break-all text-slate-900">{job.name}</div>
                      {job.singleton_key && <div className="text-xs break-all text-slate-600">Key: {job.singleton_key}</div>}
                      {job.last_error && (job.state === "failed" || job.state === "queued") && (
                        <p className="mt-1 text-xs break-words whitespace-pre-wrap text-red-800">
                          <span className="font-semibold">{job.state === "failed" ? "Error: " : "Last error: "}</span>
                          {job.last_error}
                        </p>
                      )}
                    </td>
                    <td className={td}>
                      <Badge tone={tones[job.state]}>{jobStateLabels[job.state]}</Badge>
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{job.attempts}</td>
                    <td className={`${td} whitespace-nowrap`}>{when(job)}</td>
                    <td className={`${td} text-right`}>
                      {job.state === "failed" && (
                        <Button id={`retry-${job.id}`} variant="outline" size="sm" onClick={() => setRetrying(job)}>
                          <RotateCcw aria-hidden="true" />
                          Retry
                          <span className="sr-only"> job {job.name}</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </>
        )}
      </ListStates>

      {retrying && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && close()}
            title="Retry this job?"
            description={
              <>
                <span className="font-mono">{retrying.name}</span> runs again as soon as a worker is free, with its retries counted afresh.
              </>
            }
            error={retry.error ? (retry.error instanceof ApiError ? retry.error.message : "Could not retry the job. Please try again.") : undefined}
            confirmDisabled={Boolean(retry.error)}
            confirmLabel="Retry job"
            busy={retry.isPending}
            onConfirm={() => retry.mutateAsync(retrying.id).then(close, () => {})}
          />
        </Suspense>
      )}
    </div>
  );
}
