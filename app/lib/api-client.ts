// The browser's one way to call our API: `call(operation, input)` for /api/v1 (typed from the
// operations in contracts/, so no page spells out a URL; lint forbids "/api/v1" strings in app/),
// and apiRequest/apiFetch for better-auth's own /api/auth/*. JSON in and out, the session cookie
// sent (same origin), and one error type. Every page loads it (the header asks who is signed in),
// so it stays small and imports nothing: no TanStack Query, no zod. The retry rule that goes with
// it lives in query-client.tsx, which only pages with queries load.
import type { ApiOperations } from "#contracts/api";
import type { ApiErrorCode } from "#contracts/api-errors";
import { API_BASE_PATH } from "#contracts/api-paths";
import type { OperationError, OperationInput, OperationOutput } from "#contracts/operation";

/** Every code an ApiError can carry: the API's own (contracts/api-errors.ts), and two of the client's. */
export type ErrorCode = ApiErrorCode | "network_error" | "error";

/**
 * A request the API refused (status, code, message and fields from our JSON error body,
 * `{ error: { code, message, fields } }`), or that never reached it: status 0, "network_error".
 */
export class ApiError<Code extends string = ErrorCode> extends Error {
  constructor(
    readonly status: number,
    readonly code: Code,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** An answer of better-auth's /api/auth/*, whatever its status: the JSON body, or undefined when there is none (the caller narrows it). */
interface ApiAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  body: unknown;
}

/** Our API's error body, `{ error: { code, message, fields } }`, when `body` is one. */
function errorOf(body: unknown): { code: ApiErrorCode; message: string; fields?: Record<string, string> } | undefined {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  return error && typeof error === "object" && "code" in error ? (error as ReturnType<typeof errorOf>) : undefined;
}

/** A refused answer as an ApiError: the server's code, message and fields, or a generic code and the status text. */
function refusal(status: number, statusText: string, body: unknown): ApiError {
  const error = errorOf(body);
  return new ApiError(status, error?.code ?? "error", error?.message ?? statusText, error?.fields);
}

/** fetch with the session cookie and a JSON content type; a request that gets no answer (offline, aborted, a dropped connection) throws an ApiError with status 0. */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, {
      credentials: "same-origin",
      headers: init.body ? { "content-type": "application/json" } : {},
      ...init,
    });
  } catch (error) {
    throw new ApiError(0, "network_error", (error as Error).message);
  }
}

/** Sends a request to better-auth (/api/auth/*) and reads the JSON answer without judging its status: its `{ code, message }` is the caller's to read. */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
  const response = await send(path, init);
  const { ok, status, statusText } = response;
  return { ok, status, statusText, body: await response.json().catch(() => {}) };
}

/** A request whose non-2xx answer is an error: the body on success, else an ApiError. */
export async function apiFetch<T>(path: string, init?: RequestInit): Promise<T> {
  const { ok, status, statusText, body } = await apiRequest(path, init);
  if (!ok) throw refusal(status, statusText, body);
  return body as T;
}

// ---- /api/v1 by operation ------------------------------------------------------------------
// Each operation is declared once in contracts/<resource>/operations.ts. The browser names it by its
// method and path and gets its input and answer types from it; the imports are types only, so a page
// that calls the API carries no zod and no operations table.

/** Every operation the browser can call: `"GET /me"`, `"POST /courses/{courseId}/enroll"`… */
export type OperationName = keyof ApiOperations;
/** The path parameters, query and body an operation takes. */
export type CallInput<Name extends OperationName> = OperationInput<ApiOperations[Name]>;
/** A successful answer: the JSON body, a file (Blob), or undefined for 204. */
export type CallOutput<Name extends OperationName> = OperationOutput<ApiOperations[Name]>;
/** The error codes an operation answers with, and the ones any request can meet on the way. */
export type CallErrorCode<Name extends OperationName> = OperationError<ApiOperations[Name]> | "network_error" | "internal_error" | "error";

/** What a call also accepts: an AbortSignal (TanStack Query passes one to each query). */
export interface CallOptions {
  signal?: AbortSignal;
}

type CallArgs<Name extends OperationName> = Partial<CallInput<Name>> extends CallInput<Name>
  ? [input?: CallInput<Name> & CallOptions]
  : [input: CallInput<Name> & CallOptions];

interface LooseInput extends CallOptions {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The URL of an operation (a download link, a form's action): `/api/v1/me/certificates/7KQM…/pdf`. */
export function operationUrl<Name extends OperationName>(operation: Name, ...[input]: CallArgs<Name>): string {
  const { params = {}, query = {} } = (input ?? {}) as LooseInput;
  const path = operation.slice(operation.indexOf(" ") + 1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const qs = search.toString();
  return `${API_BASE_PATH}${path}${qs ? `?${qs}` : ""}`;
}

// Answers asked for while a page loads, before the code that shows them has arrived: the route's
// module (among the first scripts) starts the request, the page's query takes its answer, once.
const early = new Map<string, Promise<unknown>>();

/** Starts a GET now, for `takeEarly` with the same operation and input. */
export function callEarly<Name extends OperationName>(operation: Name, ...args: CallArgs<Name>): void {
  const answer = call(operation, ...args);
  // A refusal is for the query that takes the answer to show.
  answer.catch(() => {});
  early.set(operationUrl(operation, ...args), answer);
}

/** The answer `callEarly` started for this operation and input, once; undefined when there is none. */
export function takeEarly<Name extends OperationName>(operation: Name, ...args: CallArgs<Name>): Promise<CallOutput<Name>> | undefined {
  const url = operationUrl(operation, ...args);
  const answer = early.get(url) as Promise<CallOutput<Name>> | undefined;
  early.delete(url);
  return answer;
}

/**
 * Calls an operation of /api/v1: `await call("POST /courses/{courseId}/enroll", { params: { courseId } })`.
 * Answers with the operation's typed body (a Blob for a file, undefined for 204); a refusal is an
 * ApiError carrying the server's code (one of the operation's: `CallErrorCode<Name>`), message and fields.
 */
export async function call<Name extends OperationName>(operation: Name, ...args: CallArgs<Name>): Promise<CallOutput<Name>> {
  const input = (args[0] ?? {}) as LooseInput;
  const method = operation.slice(0, operation.indexOf(" "));
  const init: RequestInit = { method, signal: input.signal };
  if ("body" in input) init.body = JSON.stringify(input.body ?? {});
  const response = await send(operationUrl(operation, ...args), init);
  if (!response.ok) throw refusal(response.status, response.statusText, await response.json().catch(() => undefined));
  if (response.status === 204) return undefined as CallOutput<Name>;
  const type = response.headers.get("content-type") ?? "";
  return (/json/i.test(type) ? await response.json() : await response.blob()) as CallOutput<Name>;
}
