import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionChanged } from "~/features/auth/session";
import { ApiError, apiFetch } from "~/lib/api-client";
import { meKeys } from "~/lib/me-queries";
import type { MyRegistrationsResponse, RegistrationResult } from "#contracts/registrations";

// The learner's registrations (GET /api/v1/registrations) and cancelling one (POST
// /api/v1/registrations/{id}/cancel). The key sits under the user's `meKeys`, so it is dropped on
// sign-out with the rest of the user's data.

export const myRegistrationsQuery = (userId: string) => ({
  queryKey: [...meKeys.me(userId), "registrations"] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<MyRegistrationsResponse>("/api/v1/registrations", { signal }),
});

export function useMyRegistrations(userId: string) {
  const query = useQuery({ ...myRegistrationsQuery(userId), select: (data) => data.registrations });
  useEffect(() => {
    if (!query.error) return;
    console.error("Dashboard: failed to load the registrations:", query.error);
    if (query.error instanceof ApiError && query.error.status === 401) void sessionChanged();
  }, [query.error]);
  return query;
}

export function useCancelRegistration(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<RegistrationResult>(`/api/v1/registrations/${encodeURIComponent(id)}/cancel`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myRegistrationsQuery(userId).queryKey }),
  });
}
