import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionChanged } from "~/features/auth/session";
import { ApiError, apiFetch } from "~/lib/api-client";
import { meKeys } from "~/lib/me-queries";
import type { MyCertificatesResponse } from "#contracts/certificates";

// The learner's certificates (GET /api/v1/me/certificates) and their PDFs. The key sits under the
// user's `meKeys`, so it is dropped on sign-out with the rest of the user's data.

export const myCertificatesQuery = (userId: string) => ({
  queryKey: [...meKeys.me(userId), "certificates"] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<MyCertificatesResponse>("/api/v1/me/certificates", { signal }),
});

export function useMyCertificates(userId: string) {
  const query = useQuery({ ...myCertificatesQuery(userId), select: (data) => data.certificates });
  useEffect(() => {
    if (!query.error) return;
    console.error("Dashboard: failed to load the certificates:", query.error);
    if (query.error instanceof ApiError && query.error.status === 401) void sessionChanged();
  }, [query.error]);
  return query;
}

/** The certificate's PDF (a download link: the session cookie goes with it). */
export const certificatePdfUrl = (code: string) => `/api/v1/me/certificates/${encodeURIComponent(code)}/pdf`;
