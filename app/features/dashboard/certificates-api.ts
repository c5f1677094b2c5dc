import { useQuery } from "@tanstack/react-query";
import { call, operationUrl } from "~/lib/api-client";
import { meKeys, withProgram } from "~/lib/me-queries";
import { useLogFailure } from "./dashboard-api";

// The learner's certificates (GET /me/certificates) and their PDFs. The key sits under the
// user's `meKeys`, so it is dropped on sign-out with the rest of the user's data.

export const myCertificatesQuery = (userId: string) => ({
  queryKey: meKeys.certificates(userId),
  queryFn: async ({ signal }: { signal: AbortSignal }) => ({ certificates: (await call("GET /me/certificates", { signal })).certificates.map(withProgram) }),
});

export function useMyCertificates(userId: string) {
  const query = useQuery({ ...myCertificatesQuery(userId), select: (data) => data.certificates });
  useLogFailure("the certificates", query.error);
  return query;
}

/** The certificate's PDF (a download link: the session cookie goes with it). */
export const certificatePdfUrl = (code: string) => operationUrl("GET /me/certificates/{code}/pdf", { params: { code } });
