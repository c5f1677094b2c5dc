import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, takeEarly, type CallInput } from "~/lib/api-client";
import { toAssignment } from "~/lib/me-queries";

// The organisation endpoints (contracts/organisations/operations.ts) through TanStack Query, with
// one key factory: a change invalidates the organisation's keys, so seats, people and assignments
// shown are the server's after every change.

export const teamKeys = {
  all: ["team"] as const,
  mine: () => [...teamKeys.all, "mine"] as const,
  organisation: (orgId: string) => [...teamKeys.all, orgId] as const,
  people: (orgId: string) => [...teamKeys.all, orgId, "people"] as const,
  teams: (orgId: string) => [...teamKeys.all, orgId, "teams"] as const,
  assignments: (orgId: string) => [...teamKeys.all, orgId, "assignments"] as const,
  keys: (orgId: string) => [...teamKeys.all, orgId, "api-keys"] as const,
  joinable: () => [...teamKeys.all, "joinable"] as const,
  invitation: (token: string) => [...teamKeys.all, "invitation", token] as const,
  admin: () => [...teamKeys.all, "admin"] as const,
};

export const useMyOrganisations = (enabled = true) => useQuery({ queryKey: teamKeys.mine(), queryFn: ({ signal }) => call("GET /organisations", { signal }), enabled });

const params = (orgId: string) => ({ params: { orgId } });

export const usePeople = (orgId: string) => useQuery({ queryKey: teamKeys.people(orgId), queryFn: ({ signal }) => call("GET /organisations/{orgId}/people", { ...params(orgId), signal }) });
export const useTeams = (orgId: string) => useQuery({ queryKey: teamKeys.teams(orgId), queryFn: ({ signal }) => call("GET /organisations/{orgId}/teams", { ...params(orgId), signal }) });
export const useAssignments = (orgId: string) =>
  useQuery({
    queryKey: teamKeys.assignments(orgId),
    queryFn: async ({ signal }) => ({ assignments: (await call("GET /organisations/{orgId}/assignments", { ...params(orgId), signal })).assignments.map(toAssignment) }),
  });
export const useApiKeys = (orgId: string, enabled: boolean) =>
  useQuery({ queryKey: teamKeys.keys(orgId), queryFn: ({ signal }) => call("GET /organisations/{orgId}/api-keys", { ...params(orgId), signal }), enabled });
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: teamKeys.invitation(token),
    // The answer asked for when /team/join started loading (routes/team/join.tsx), else a request now.
    queryFn: ({ signal }) => takeEarly("GET /invitations/{token}", { params: { token } }) ?? call("GET /invitations/{token}", { params: { token }, signal }),
    enabled: Boolean(token),
  });
export const useJoinable = () => useQuery({ queryKey: teamKeys.joinable(), queryFn: ({ signal }) => call("GET /me/joinable-organisations", { signal }) });
export const useAdminOrganisations = () => useQuery({ queryKey: teamKeys.admin(), queryFn: ({ signal }) => call("GET /admin/organisations", { signal }) });

/** A change to one organisation; afterwards everything shown of it is read again. */
function useOrgMutation<V, R>(run: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}

export const useCreateOrganisation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<"POST /organisations">["body"]) => call("POST /organisations", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
};
export const useRequestQuote = () => useMutation({ mutationFn: (body: CallInput<"POST /quote-requests">["body"]) => call("POST /quote-requests", { body }) });

export const useInvite = (orgId: string) =>
  useOrgMutation((body: CallInput<"POST /organisations/{orgId}/invitations">["body"]) => call("POST /organisations/{orgId}/invitations", { ...params(orgId), body }));
export const useResend = (orgId: string) =>
  useOrgMutation((invitationId: string) => call("POST /organisations/{orgId}/invitations/{invitationId}/resend", { params: { orgId, invitationId } }));
export const useRevoke = (orgId: string) =>
  useOrgMutation((invitationId: string) => call("DELETE /organisations/{orgId}/invitations/{invitationId}", { params: { orgId, invitationId } }));
export const useRemoveMember = (orgId: string) => useOrgMutation((userId: string) => call("DELETE /organisations/{orgId}/members/{userId}", { params: { orgId, userId } }));
export const useUpdateMember = (orgId: string) =>
  useOrgMutation(({ userId, ...body }: { userId: string } & CallInput<"PATCH /organisations/{orgId}/members/{userId}">["body"]) =>
    call("PATCH /organisations/{orgId}/members/{userId}", { params: { orgId, userId }, body }),
  );
export const useCreateTeam = (orgId: string) => useOrgMutation((name: string) => call("POST /organisations/{orgId}/teams", { ...params(orgId), body: { name } }));
export const useRenameTeam = (orgId: string) =>
  useOrgMutation(({ teamId, name }: { teamId: string; name: string }) => call("PATCH /organisations/{orgId}/teams/{teamId}", { params: { orgId, teamId }, body: { name } }));
export const useDeleteTeam = (orgId: string) => useOrgMutation((teamId: string) => call("DELETE /organisations/{orgId}/teams/{teamId}", { params: { orgId, teamId } }));
export const useSetJoinDomain = (orgId: string) => useOrgMutation((enabled: boolean) => call("PUT /organisations/{orgId}/join-domain", { ...params(orgId), body: { enabled } }));
export const useJoinByDomain = () => useOrgMutation((orgId: string) => call("POST /organisations/{orgId}/join", { ...params(orgId) }));
export const useAssign = (orgId: string) =>
  useOrgMutation((body: CallInput<"POST /organisations/{orgId}/assignments">["body"]) => call("POST /organisations/{orgId}/assignments", { ...params(orgId), body }));
export const useRemoveAssignment = (orgId: string) =>
  useOrgMutation((assignmentId: string) => call("DELETE /organisations/{orgId}/assignments/{assignmentId}", { params: { orgId, assignmentId } }));
export const useCreateApiKey = (orgId: string) => useOrgMutation((name: string) => call("POST /organisations/{orgId}/api-keys", { ...params(orgId), body: { name } }));
export const useRevokeApiKey = (orgId: string) => useOrgMutation((keyId: string) => call("DELETE /organisations/{orgId}/api-keys/{keyId}", { params: { orgId, keyId } }));

export const useAdminChangeOrganisation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, action }: { orgId: string; action: "extend" | "activate" | "suspend" | "end_trial" }) => call("POST /admin/organisations/{orgId}", { params: { orgId }, body: { action } }),
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.admin() }),
  });
};
