import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api-client";
import type { AdminRegistrationsResponse } from "#contracts/registrations";
import { adminKeys, useFailureLog } from "./admin-api";

// Staff's registrations (GET /api/v1/admin/registrations) and the CSV export's address.

export const adminRegistrationsQuery = () => ({
  queryKey: adminKeys.registrations,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<AdminRegistrationsResponse>("/api/v1/admin/registrations", { signal }),
});

export function useAdminRegistrations() {
  const result = useQuery(adminRegistrationsQuery());
  useFailureLog(result.error);
  return result;
}

/** The CSV of one item's registrations, or of all of them. */
export function registrationsCsvUrl(item?: { kind: string; id: string }): string {
  return item
    ? `/api/v1/admin/registrations/csv?kind=${encodeURIComponent(item.kind)}&item_id=${encodeURIComponent(item.id)}`
    : "/api/v1/admin/registrations/csv";
}
