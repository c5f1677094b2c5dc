import { useEffect, useState } from "react";
import type { CertificateCheck } from "#contracts/certificates";
import { ApiError, apiRequest } from "~/lib/api-client";

// The public check of a code (GET /api/v1/certificates/{code}) as the verification page shows it.
// A plain request, not TanStack Query: the page is public and small, and a check is never cached.

export type CheckState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "valid" | "revoked"; result: CertificateCheck }
  | { status: "not_found" }
  | { status: "rate_limited" }
  | { status: "error" };

/** The check of `code` (stored form), fetched again when `attempt` changes (Try again). */
export function useCertificateCheck(code: string | null, attempt: number): CheckState {
  const [state, setState] = useState<CheckState>({ status: "idle" });
  useEffect(() => {
    if (!code) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    apiRequest(`/api/v1/certificates/${encodeURIComponent(code)}`, { signal: controller.signal })
      .then(({ ok, status, body }) => {
        if (ok && (body?.status === "valid" || body?.status === "revoked")) setState({ status: body.status, result: body as CertificateCheck });
        else if (status === 404) setState({ status: "not_found" });
        else if (status === 429) setState({ status: "rate_limited" });
        else setState({ status: "error" });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Checking the certificate failed:", error instanceof ApiError ? error.message : error);
        setState({ status: "error" });
      });
    return () => controller.abort();
  }, [code, attempt]);
  return state;
}
