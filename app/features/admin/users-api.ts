import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api-client";
import { adminKeys, useFailureLog } from "./admin-api";

// Staff's account search and "sign out everywhere" (GET /admin/users, DELETE /admin/users/{userId}/sessions).

const userKeys = {
  all: [...adminKeys.all, "users"] as const,
  search: (q: string) => [...adminKeys.all, "users", q] as const,
};

/** Accounts matching `q`; nothing is asked before there is something to search for. */
export function useAdminUsers(q: string | undefined) {
  const result = useQuery({
    queryKey: userKeys.search(q ?? ""),
    queryFn: ({ signal }) => call("GET /admin/users", { query: { q: q ?? "" }, signal }),
    enabled: Boolean(q),
  });
  useFailureLog(result.error);
  return result;
}

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call("DELETE /admin/users/{userId}/sessions", { params: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
