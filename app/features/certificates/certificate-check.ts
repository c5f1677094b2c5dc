import { ApiError, call } from "~/lib/api-client";
import { withProgram } from "~/lib/me-queries";
import type { CertificateCheck } from "~/lib/programs";
import { useDeferredQuery } from "~/lib/deferred-query";

// The public check of a code (GET /certificates/{code}) as the verification page shows it,
// through TanStack Query loaded after the page answers taps (lib/deferred-query.ts). A check is
// never served from the cache: each one asks the server, once (no retries).

export type CheckState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "valid" | "revoked"; result: CertificateCheck }
  | { status: "not_found" }
  | { status: "rate_limited" }
  | { status: "error" };

type Answer = Exclude<CheckState, { status: "idle" | "loading" }>;

export const certificateCheckKeys = {
  all: ["certificates", "check"] as const,
  check: (code: string) => ["certificates", "check", code] as const,
};

async function checkCertificate(code: string, signal: AbortSignal): Promise<Answer> {
  try {
    const result = await call("GET /certificates/{code}", { params: { code }, signal });
    if (result.status === "valid") return { status: "valid", result: withProgram(result) };
    return result.status === "revoked" ? { status: "revoked", result } : { status: "error" };
  } catch (error) {
    // A refusal is an answer to show; a request that got none is the query's error (Try again).
    if (error instanceof ApiError && error.status === 404) return { status: "not_found" };
    if (error instanceof ApiError && error.status === 429) return { status: "rate_limited" };
    if (error instanceof ApiError && error.status !== 0) return { status: "error" };
    if (!signal.aborted) console.error("Checking the certificate failed:", error instanceof ApiError ? error.message : error);
    throw error;
  }
}

/** The check of `code` (stored form), and `recheck` to ask again (Try again, or the same code sent again). */
export function useCertificateCheck(code: string | null): { check: CheckState; recheck: () => void } {
  const query = useDeferredQuery(
    code
      ? {
          queryKey: certificateCheckKeys.check(code),
          queryFn: ({ signal }) => checkCertificate(code, signal),
          retry: false,
          gcTime: 0,
          staleTime: 0,
        }
      : null,
  );
  const check: CheckState = !code
    ? { status: "idle" }
    : query.isFetching || query.isPending
      ? { status: "loading" }
      : (query.data ?? { status: "error" });
  return { check, recheck: query.refetch };
}
