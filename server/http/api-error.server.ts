import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ApiErrorCode, apiErrorStatus } from "#contracts/api-errors";
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
