// The browser's one way to call our API (/api/v1/* and better-auth's /api/auth/*): JSON in and
// out, the session cookie sent (same origin), and one error type. Every page loads it (the header
// asks who is signed in), so it stays small and imports nothing: no TanStack Query, no zod. The
// retry rule that goes with it lives in query-client.tsx, which only pages with queries load.
import type { ApiErrorCode } from "#contracts/api-errors";

/** Every code an ApiError can carry: the API's own (contracts/api-errors.ts), and two of the client's. */
export type ErrorCode = ApiErrorCode | "network_error" | "error";

/**
 * A request the API refused (status, code, message and fields from our JSON error body,
 * `{ error: { code, message, fields } }`), or that never reached it: status 0, "network_error".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The API's answer, whatever its status: the JSON body, or undefined when there is none (the caller narrows it). */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  body: unknown;
}

/** Our API's error body, `{ error: { code, message, fields } }`, when `body` is one. */
export function errorOf(body: unknown): { code: ApiErrorCode; message: string; fields?: Record<string, string> } | undefined {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  return error && typeof error === "object" && "code" in error ? (error as ReturnType<typeof errorOf>) : undefined;
}

/**
 * Sends a request and reads the JSON answer without judging its status (better-auth and the
 * contact form read their own error bodies). A request that gets no answer (offline, aborted, a
 * dropped connection) throws an ApiError with status 0.
 */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      headers: init.body ? { "content-type": "application/json" } : {},
      ...init,
    });
  } catch (error) {
    throw new ApiError(0, "network_error", (error as Error).message);
  }
  const { ok, status, statusText } = response;
  return { ok, status, statusText, body: await response.json().catch(() => {}) };
}

/** A request whose non-2xx answer is an error: the body on success, else an ApiError with the server's code and message. */
export async function apiFetch<T>(path: string, init?: RequestInit): Promise<T> {
  const { ok, status, statusText, body } = await apiRequest(path, init);
  const error = errorOf(body);
  if (!ok) throw new ApiError(status, error?.code ?? "error", error?.message ?? statusText, error?.fields);
  return body as T;
}
