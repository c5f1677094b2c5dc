import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";
import { meKeys } from "~/lib/me-queries";
import type { MyCertificatesResponse } from "#contracts/certificates";
import { useLogFailure } from "./dashboard-api";

// The learner's certificates (GET /api/v1/me/certificates) and their PDFs. The key sits under the
// user's `meKeys`, so it is dropped on sign-out with the rest of the user's data.

export const myCertificatesQuery = (userId: string) => ({
  queryKey: meKeys.certificates(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<MyCertificatesResponse>("/api/v1/me/certificates", { signal }),
});

export function useMyCertificates(userId: string) {
  const query = useQuery({ ...myCertificatesQuery(userId), select: (data) => data.certificates });
  useLogFailure("the certificates", query.error);
  return query;
}

/** The certificate's PDF (a download link: the session cookie goes with it). */
export const certificatePdfUrl = (code: string) => `/api/v1/me/certificates/${encodeURIComponent(code)}/pdf`;
