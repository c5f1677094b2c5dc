import { useQuery } from "@tanstack/react-query";
import { call, operationUrl } from "~/lib/api-client";
import type { RegistrationKind } from "#contracts/registration-items";
import { adminKeys, useFailureLog } from "./admin-api";

// Staff's registrations (GET /admin/registrations) and the CSV export's address.

export const adminRegistrationsQuery = () => ({
  queryKey: adminKeys.registrations,
  queryFn: ({ signal }: { signal: AbortSignal }) => call("GET /admin/registrations", { signal }),
});

export function useAdminRegistrations() {
  const result = useQuery(adminRegistrationsQuery());
  useFailureLog(result.error);
  return result;
}

/** The CSV of one item's registrations, or of all of them. */
export function registrationsCsvUrl(item?: { kind: RegistrationKind; id: string }): string {
  return operationUrl("GET /admin/registrations/csv", item && { query: { kind: item.kind, item_id: item.id } });
}
