import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api-client";
import { meKeys } from "~/lib/me-queries";
import { useLogFailure } from "./dashboard-api";

// The learner's registrations (GET /registrations) and cancelling one (POST
// /registrations/{registrationId}/cancel). The key sits under the user's `meKeys`, so it is dropped on
// sign-out with the rest of the user's data.

export const myRegistrationsQuery = (userId: string) => ({
  queryKey: meKeys.registrations(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => call("GET /registrations", { signal }),
});

export function useMyRegistrations(userId: string) {
  const query = useQuery({ ...myRegistrationsQuery(userId), select: (data) => data.registrations });
  useLogFailure("the registrations", query.error);
  return query;
}

export function useCancelRegistration(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("POST /registrations/{registrationId}/cancel", { params: { registrationId: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myRegistrationsQuery(userId).queryKey }),
  });
}
