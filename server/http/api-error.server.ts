import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiErrorStatus, type ApiErrorBody, type ApiErrorCode } from "#contracts/api-errors";
import type { z } from "#contracts/zod";

// Every error of the REST API (/api/v1) is written here, in the one shape of decision 010; the
// codes and their statuses are contracts/api-errors.ts's, so a new code is added there first.

export function apiError<Code extends ApiErrorCode>(
  c: Context,
  status: (typeof apiErrorStatus)[Code] & ContentfulStatusCode,
  code: Code,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: { code, message, ...(fields && { fields }) } };
  return c.json(body, status);
}

/** The first message of each field, as the forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * A refusal thrown from anywhere below an operation's handler (server/http/operation.server.ts
 * answers it): `fail("not_found", "No such inquiry.")`. The status is the code's, from the catalogue.
 */
export class ApiProblem extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiProblem";
  }
}

export function fail(code: ApiErrorCode, message: string, fields?: Record<string, string>): never {
  throw new ApiProblem(code, message, fields);
}

/** The answer to a refusal: the error body with the code's one status. */
export function problemResponse(c: Context, problem: ApiProblem) {
  const body: ApiErrorBody = { error: { code: problem.code, message: problem.message, ...(problem.fields && { fields: problem.fields }) } };
  return c.json(body, apiErrorStatus[problem.code] as ContentfulStatusCode);
}
