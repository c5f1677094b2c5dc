import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api-client";
import type { JobState } from "#contracts/jobs";
import { adminKeys, PAGE_SIZE, useFailureLog } from "./admin-api";

// Staff's view of the job queue (GET /admin/jobs, POST /admin/jobs/{id}/retry) through TanStack Query.

const jobKeys = {
  lists: [...adminKeys.all, "jobs"] as const,
  list: (state: JobState, after?: string) => [...adminKeys.all, "jobs", state, after ?? null] as const,
};

/** One state's jobs; refreshed every 10 s while the page is open (the queue moves on its own). */
export function useAdminJobs(state: JobState, after?: string) {
  const result = useQuery({
    queryKey: jobKeys.list(state, after),
    queryFn: ({ signal }) => call("GET /admin/jobs", { query: { state, limit: PAGE_SIZE, after }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  useFailureLog(result.error);
  return result;
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("POST /admin/jobs/{id}/retry", { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
  });
}
