import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";
import type { AdminJobList, AdminJobResponse, JobState } from "#contracts/jobs";
import { adminKeys, PAGE_SIZE, useFailureLog } from "./admin-api";

// Staff's view of the job queue (GET /api/v1/admin/jobs, POST …/{id}/retry) through TanStack Query.

const jobKeys = {
  lists: [...adminKeys.all, "jobs"] as const,
  list: (state: JobState, after?: string) => [...adminKeys.all, "jobs", state, after ?? null] as const,
};

/** One state's jobs; refreshed every 10 s while the page is open (the queue moves on its own). */
export function useAdminJobs(state: JobState, after?: string) {
  const params = new URLSearchParams({ state, limit: String(PAGE_SIZE) });
  if (after) params.set("after", after);
  const result = useQuery({
    queryKey: jobKeys.list(state, after),
    queryFn: ({ signal }) => apiFetch<AdminJobList>(`/api/v1/admin/jobs?${params}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  useFailureLog(result.error);
  return result;
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<AdminJobResponse>(`/api/v1/admin/jobs/${encodeURIComponent(id)}/retry`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
  });
}
