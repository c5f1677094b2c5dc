import { call } from "~/lib/api-client";
import { mutateDeferred } from "~/lib/deferred-query";
import type { RegistrationKind } from "#contracts/registration-items";
import type { RegistrationResult } from "#contracts/registrations";

// The listing pages' server data: the live seat numbers (GET /registrations/items?kind=…)
// and a registration (POST /registrations), through TanStack Query loaded after the page
// answers taps (lib/deferred-query.ts). The learner's own list is in dashboard/registrations-api.ts.

export const registrationKeys = {
  all: ["registrations"] as const,
  items: (kind: RegistrationKind) => ["registrations", "items", kind] as const,
};

/** One request per page view, no retries: the page shows the sample figures and a Try again until it answers. */
export const registrationItemsQuery = (kind: RegistrationKind) => ({
  queryKey: registrationKeys.items(kind),
  queryFn: ({ signal }: { signal: AbortSignal }) => call("GET /registrations/items", { query: { kind }, signal }),
  retry: false,
});

/** Registers the visitor for an item: its new figures, or an ApiError (401, 409 already_registered or session_full…). */
export function register(kind: RegistrationKind, itemId: string): Promise<RegistrationResult> {
  return mutateDeferred(
    {
      mutationFn: (item: { kind: RegistrationKind; item_id: string }) => call("POST /registrations", { body: item }),
    },
    { kind, item_id: itemId },
  );
}
