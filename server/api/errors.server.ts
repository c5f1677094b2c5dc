import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { INVALID_CHARACTERS_MESSAGE, jsonHasInvalidCharacters } from "../http/invalid-characters.server";

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
 * Reads a JSON object body. Answers 415 for another content type and 400 for malformed JSON or a
 * character we cannot store (see invalid-characters.server.ts), so bad input never reaches a
 * handler or the database as an exception.
 */
export async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    return { ok: false, response: apiError(c, 415, "unsupported_media_type", "Send the body as application/json.") };
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: apiError(c, 400, "invalid_json", "The request body is not valid JSON.") };
  }
  if (jsonHasInvalidCharacters(body)) return { ok: false, response: apiError(c, 400, "invalid_characters", INVALID_CHARACTERS_MESSAGE) };
  return { ok: true, body };
}
