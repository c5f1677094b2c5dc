import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, operationUrl } from "~/lib/api-client";
import { withProgram } from "~/lib/me-queries";
import type { RevokeCertificateInput } from "#contracts/certificates";
import { adminKeys, PAGE_SIZE, useFailureLog } from "./admin-api";

// Staff's certificates (GET /admin/certificates, POST /admin/certificates/{code}/revoke) through TanStack Query.

type CertificateFilters = { q?: string; after?: string };

const certificateKeys = {
  lists: [...adminKeys.all, "certificates"] as const,
  list: (filters: CertificateFilters) => [...adminKeys.all, "certificates", filters] as const,
};

/** The PDF of any learner's certificate (a download link). */
export const adminCertificatePdfUrl = (code: string) => operationUrl("GET /admin/certificates/{code}/pdf", { params: { code } });

export function useAdminCertificates(filters: CertificateFilters) {
  const result = useQuery({
    queryKey: certificateKeys.list(filters),
    queryFn: async ({ signal }) => {
      const page = await call("GET /admin/certificates", { query: { limit: PAGE_SIZE, q: filters.q, after: filters.after }, signal });
      return { ...page, certificates: page.certificates.map(withProgram) };
    },
    placeholderData: keepPreviousData,
  });
  useFailureLog(result.error);
  return result;
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string } & RevokeCertificateInput) =>
      call("POST /admin/certificates/{code}/revoke", { params: { code }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateKeys.lists }),
  });
}
