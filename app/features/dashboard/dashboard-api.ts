import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionChanged } from "~/features/auth/session";
import { ApiError, apiFetch } from "~/lib/query-client";
import type { Enrollment } from "#contracts/catalogue";
import type { Profile, ProfileUpdateInput } from "#contracts/profile";
import type { Role } from "#contracts/vocabulary";

// The dashboard's server data: GET/PATCH /api/v1/me and GET /api/v1/me/enrollments. Query keys
// carry the user id, so one user's data is never shown to the next one signed in on this tab.

export interface MeResponse {
  user: { id: string; email: string; name: string; role: Role };
  profile: Profile;
}

export const dashboardKeys = {
  me: (userId: string) => ["me", userId] as const,
  enrollments: (userId: string) => ["me", userId, "enrollments"] as const,
};

/** No retry for answers the server gave on purpose (4xx); the spec's 3 retries for the rest. */
const retry = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 3;

/** The spec ignores dashboard load failures silently; they are still logged for whoever looks. */
function useLogFailure(what: string, error: Error | null) {
  useEffect(() => {
    if (!error) return;
    console.error(`Dashboard: failed to load ${what}:`, error);
    // The session ended behind our back (expired, signed out elsewhere): let the page redirect.
    if (error instanceof ApiError && error.status === 401) void sessionChanged();
  }, [what, error]);
}

export function useProfile(userId: string) {
  const query = useQuery({
    queryKey: dashboardKeys.me(userId),
    queryFn: () => apiFetch<MeResponse>("/api/v1/me"),
    select: (data) => data.profile,
    retry,
  });
  useLogFailure("the profile", query.error);
  return query;
}

export function useEnrollments(userId: string) {
  const query = useQuery({
    queryKey: dashboardKeys.enrollments(userId),
    queryFn: () => apiFetch<{ enrollments: Enrollment[] }>("/api/v1/me/enrollments"),
    select: (data) => data.enrollments,
    retry,
  });
  useLogFailure("the enrolments", query.error);
  return query;
}

/** The validated form values: trimmed, empty optional fields as null. */
export type ProfileUpdate = { fullName: string; company: string | null; phone: string | null };

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) =>
      apiFetch<{ profile: Profile }>("/api/v1/me", { method: "PATCH", body: JSON.stringify(values satisfies ProfileUpdateInput) }),
    onSuccess: ({ profile }) => {
      // Shown at once from the server's answer, without another round trip.
      const key = dashboardKeys.me(userId);
      if (queryClient.getQueryData(key)) {
        queryClient.setQueryData<MeResponse>(key, (old) => old && { ...old, profile });
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      // The account name follows the profile: refresh the header and the other tabs.
      void sessionChanged();
    },
  });
}
