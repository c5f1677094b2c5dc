import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
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
 * Reads a JSON object body. Answers 415 for another content type and 400 for malformed JSON, so
 * bad input never reaches a handler as an exception.
 */
export async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    return { ok: false, response: apiError(c, 415, "unsupported_media_type", "Send the body as application/json.") };
  }
  try {
    return { ok: true, body: await c.req.json() };
  } catch {
    return { ok: false, response: apiError(c, 400, "invalid_json", "The request body is not valid JSON.") };
  }
}
