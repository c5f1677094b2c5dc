import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";
import type { AdminCertificateList, AdminCertificateResponse, RevokeCertificateInput } from "#contracts/certificates";
import { adminKeys, PAGE_SIZE, useFailureLog } from "./admin-api";

// Staff's certificates (GET /api/v1/admin/certificates, POST …/{code}/revoke) through TanStack Query.

type CertificateFilters = { q?: string; after?: string };

const certificateKeys = {
  lists: [...adminKeys.all, "certificates"] as const,
  list: (filters: CertificateFilters) => [...adminKeys.all, "certificates", filters] as const,
};

const certificatePath = (code: string) => `/api/v1/admin/certificates/${encodeURIComponent(code)}`;

/** The PDF of any learner's certificate (a download link). */
export const adminCertificatePdfUrl = (code: string) => `${certificatePath(code)}/pdf`;

export function useAdminCertificates(filters: CertificateFilters) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.q) params.set("q", filters.q);
  if (filters.after) params.set("after", filters.after);
  const result = useQuery({
    queryKey: certificateKeys.list(filters),
    queryFn: ({ signal }) => apiFetch<AdminCertificateList>(`/api/v1/admin/certificates?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
  useFailureLog(result.error);
  return result;
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string } & RevokeCertificateInput) =>
      apiFetch<AdminCertificateResponse>(`${certificatePath(code)}/revoke`, { method: "POST", body: JSON.stringify({ reason } satisfies RevokeCertificateInput) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateKeys.lists }),
  });
}
