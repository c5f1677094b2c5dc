import type { z } from "./zod";
import type { ApiErrorCode } from "./api-errors";
import type { ApiTag } from "./api-tags";
import type { RateRule } from "./rate-limits";

// One operation of the REST API (/api/v1), stated once as an object in its resource's
// contracts/<resource>/operations.ts and read three ways: the server mounts it
// (server/http/operation.server.ts: sign-in check, rate limit, input parsing, error mapping), the
// OpenAPI document describes it (openapi.ts), and the browser calls it, typed from it
// (app/lib/api-client.ts, `call("POST /courses/{courseId}/enroll", …)`, with type-only imports).

export interface ApiOperation {
  /** The operationId, and the endpoint's anchor on the /api-docs page. */
  id: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Below /api/v1, with {placeholders}. */
  path: string;
  summary: string;
  description?: string;
  tag: ApiTag;
  /** Who may call it: anyone (unset), a signed-in user, or staff (admin role and two-factor sign-in). */
  auth?: "user" | "admin";
  /**
   * Also callable with an organisation's read-only API key (`Authorization: Bearer cxo_…`) instead
   * of a signed-in user: the handler then sees `c.var.orgKey` and no user (issue 26).
   */
  orgKey?: true;
  /** Each path parameter and what it is. */
  params?: Readonly<Record<string, string>>;
  query?: z.ZodObject;
  body?: { readonly schema: z.ZodType; readonly example: unknown; readonly optional?: boolean };
  /** The `message` of the 400 `validation_error` when the body or the query is refused. */
  invalidMessage?: string;
  response:
    | { readonly status: number; readonly description: string; readonly schema: z.ZodType; readonly example: unknown }
    | { readonly status: number; readonly description: string; readonly contentType: string }
    /** 204: no body. */
    | { readonly status: 204; readonly description: string };
  /** The error codes it answers with (their statuses: api-errors.ts). */
  errors: readonly ApiErrorCode[];
  /** Counted before the handler runs (429 `rate_limited` with `Retry-After`). */
  rateLimit?: RateRule;
}

/** An operation, its literal types kept (method, path, schemas, error codes) for the server and the client. */
export const defineOperation = <const O extends ApiOperation>(operation: O): O => operation;

/** The errors of every staff read, and of every staff change. */
export const STAFF_READ = ["unauthorized", "forbidden", "two_factor_required"] as const satisfies readonly ApiErrorCode[];
export const STAFF_WRITE = [
  "validation_error",
  "invalid_json",
  "unauthorized",
  "forbidden",
  "invalid_origin",
  "two_factor_required",
  "unsupported_media_type",
] as const satisfies readonly ApiErrorCode[];

/** The key the browser calls an operation by: its method and path, `"POST /courses/{courseId}/enroll"`. */
export type OperationKey<O extends ApiOperation> = `${Uppercase<O["method"]>} ${O["path"]}`;

/** The names of a path's {placeholders}. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

/** What a caller sends: the path parameters, the query and the body (each only when the operation has one). */
export type OperationInput<O extends ApiOperation> = ([PathParams<O["path"]>] extends [never] ? unknown : { params: Record<PathParams<O["path"]>, string> }) &
  (O["query"] extends z.ZodObject ? { query?: z.input<O["query"]> } : unknown) &
  (O["body"] extends { schema: infer B extends z.ZodType }
    ? O["body"] extends { optional: true }
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : unknown);

/** What a successful answer carries: the JSON body, a file, or nothing (204). */
export type OperationOutput<O extends ApiOperation> = O["response"] extends { schema: infer S extends z.ZodType }
  ? z.output<S>
  : O["response"] extends { contentType: string }
    ? Blob
    : undefined;

/** The error codes an operation is documented to answer with. */
export type OperationError<O extends ApiOperation> = O["errors"][number];
