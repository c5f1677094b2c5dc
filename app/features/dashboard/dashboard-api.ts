import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionChanged } from "~/features/auth/session";
import { call } from "~/lib/api-client";
import { meQuery, myEnrollmentsQuery, withProgramId } from "~/lib/me-queries";
import type { MeResponse, ProfileUpdate } from "#contracts/profile";

// The dashboard's server data: GET/PATCH /me and GET /me/enrollments (keys and
// options in me-queries.ts, shared with the learning page and the staff inbox).

/** The spec ignores dashboard load failures silently; they are still logged for whoever looks. */
export function useLogFailure(what: string, error: Error | null) {
  useEffect(() => {
    if (!error) return;
    // A 401 (the session ended behind our back) is the query client's: the page then redirects.
    console.error(`Dashboard: failed to load ${what}:`, error);
  }, [what, error]);
}

export function useProfile(userId: string) {
  const query = useQuery({ ...meQuery(userId), select: (data) => data.profile });
  useLogFailure("the profile", query.error);
  return query;
}

export function useEnrollments(userId: string) {
  const query = useQuery({ ...myEnrollmentsQuery(userId), select: (data) => data.enrollments });
  useLogFailure("the enrolments", query.error);
  return query;
}

/** The programs organisations assigned to the learner, by program id (issue 26). */
export function useMyAssignments(userId: string) {
  const query = useQuery({
    queryKey: ["me", userId, "assignments"],
    queryFn: ({ signal }) => call("GET /me/assignments", { signal }),
    select: (data) => new Map(data.assignments.map(withProgramId).map((a) => [a.programId, a])),
  });
  useLogFailure("the assignments", query.error);
  return query;
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) => call("PATCH /me", { body: values }),
    onSuccess: ({ profile }) => {
      // Shown at once from the server's answer, without another round trip.
      const { queryKey } = meQuery(userId);
      if (queryClient.getQueryData(queryKey)) {
        queryClient.setQueryData<MeResponse>(queryKey, (old) => old && { ...old, profile });
      } else {
        void queryClient.invalidateQueries({ queryKey });
      }
      // The account name follows the profile: refresh the header and the other tabs.
      void sessionChanged();
    },
  });
}
