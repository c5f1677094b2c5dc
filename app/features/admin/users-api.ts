import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";
import type { EndedSessions } from "#contracts/account";
import type { AdminUserList } from "#contracts/admin";
import { adminKeys, useFailureLog } from "./admin-api";

// Staff's account search and "sign out everywhere" (GET /api/v1/admin/users, DELETE …/{id}/sessions).

const userKeys = {
  all: [...adminKeys.all, "users"] as const,
  search: (q: string) => [...adminKeys.all, "users", q] as const,
};

/** Accounts matching `q`; nothing is asked before there is something to search for. */
export function useAdminUsers(q: string | undefined) {
  const result = useQuery({
    queryKey: userKeys.search(q ?? ""),
    queryFn: ({ signal }) => apiFetch<AdminUserList>(`/api/v1/admin/users?${new URLSearchParams({ q: q ?? "" })}`, { signal }),
    enabled: Boolean(q),
  });
  useFailureLog(result.error);
  return result;
}

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch<EndedSessions>(`/api/v1/admin/users/${encodeURIComponent(userId)}/sessions`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
