import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, call, operationUrl } from "~/lib/api-client";
import { meKeys } from "~/lib/me-queries";

// The Profile tab's account data: how the learner signs in (better-auth's session and linked
// accounts, read by the account settings and the two-factor panel alike), where they are signed in
// (GET/DELETE /me/sessions), their data export and deleting the account (DELETE /me).

export interface SignInMethods {
  hasPassword: boolean;
  twoFactor: boolean;
}

async function fetchSignInMethods(): Promise<SignInMethods> {
  const [session, accounts] = await Promise.all([
    apiRequest("/api/auth/get-session").then((r) => (r.ok ? (r.body as { user?: { twoFactorEnabled?: boolean } } | null) : null)),
    apiRequest("/api/auth/list-accounts").then((r) => (r.ok ? r.body : [])),
  ]);
  if (!session?.user) throw new Error("Not signed in");
  return {
    hasPassword: Array.isArray(accounts) && accounts.some((a: { providerId?: string }) => a.providerId === "credential"),
    twoFactor: !!session.user.twoFactorEnabled,
  };
}

/** Whether the account has a password and two-factor sign-in (one cached answer for the whole tab). */
export const useSignInMethods = (userId: string) => useQuery({ queryKey: meKeys.signInMethods(userId), queryFn: fetchSignInMethods, retry: 1 });

export function useSessions(userId: string) {
  return useQuery({
    queryKey: meKeys.sessions(userId),
    queryFn: ({ signal }) => call("GET /me/sessions", { signal }).then((r) => r.sessions),
    retry: 1,
  });
}

/** Signs one session out (with its id), or every other one. */
export function useEndSession(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = meKeys.sessions(userId);
  return useMutation({
    mutationFn: (target: { id?: string; label: string }) =>
      target.id ? call("DELETE /me/sessions/{sessionId}", { params: { sessionId: target.id } }) : call("DELETE /me/sessions"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    onError: (error) => {
      // Already gone: the list is out of date.
      if (isGone(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The JSON export of everything we hold about the learner (a download link). */
export const myDataExportUrl = operationUrl("GET /me/export");

export function useDeleteAccount() {
  return useMutation({ mutationFn: (proof: { password?: string; code?: string }) => call("DELETE /me", { body: proof }) });
}
