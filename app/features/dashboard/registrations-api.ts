import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";
import { meKeys } from "~/lib/me-queries";
import type { MyRegistrationsResponse, RegistrationResult } from "#contracts/registrations";
import { useLogFailure } from "./dashboard-api";

// The learner's registrations (GET /api/v1/registrations) and cancelling one (POST
// /api/v1/registrations/{id}/cancel). The key sits under the user's `meKeys`, so it is dropped on
// sign-out with the rest of the user's data.

export const myRegistrationsQuery = (userId: string) => ({
  queryKey: meKeys.registrations(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<MyRegistrationsResponse>("/api/v1/registrations", { signal }),
});

export function useMyRegistrations(userId: string) {
  const query = useQuery({ ...myRegistrationsQuery(userId), select: (data) => data.registrations });
  useLogFailure("the registrations", query.error);
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
