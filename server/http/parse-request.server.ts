import type { Context } from "hono";
import type { z } from "#contracts/zod";
import { apiError, fieldErrors } from "./api-error.server";
import { INVALID_CHARACTERS_MESSAGE, jsonHasInvalidCharacters } from "./invalid-characters.server";

// Reading a request's input with a zod schema, for every endpoint of the REST API: the data, or
// the error response to send instead (`if (body instanceof Response) return body;`). Bad input
// never reaches a handler or the database as an exception.

export interface ParsedBody<T extends z.ZodType> {
  data: z.output<T>;
  /** The JSON as it was sent (the contact form's honeypot is read from it). */
  input: unknown;
}

export interface BodyOptions {
  /** A request without a body (no Content-Type, or Content-Length 0), or with JSON null, is read as {}. */
  optional?: boolean;
}

/**
 * The JSON body as `schema` reads it. Answers 415 for another content type, 400 `invalid_json`
 * for malformed JSON, 400 `invalid_characters` for a character we cannot store (see
 * invalid-characters.server.ts), and 400 `validation_error` with `message` and each field's first
 * message when the schema refuses the body.
 */
export async function parseJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  message: string,
  options: BodyOptions = {},
): Promise<ParsedBody<T> | Response> {
  let input: unknown = {};
  if (!options.optional || (c.req.header("content-length") !== "0" && c.req.header("content-type"))) {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
      return apiError(c, 415, "unsupported_media_type", "Send the body as application/json.");
    }
    try {
      input = JSON.parse(await c.req.text());
    } catch {
      return apiError(c, 400, "invalid_json", "The request body is not valid JSON.");
    }
    if (jsonHasInvalidCharacters(input)) return apiError(c, 400, "invalid_characters", INVALID_CHARACTERS_MESSAGE);
    if (options.optional) input ??= {};
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) return apiError(c, 400, "validation_error", message, fieldErrors(parsed.error));
  return { data: parsed.data, input };
}

/** The query string as `schema` reads it, or 400 `validation_error` with `message` and the fields. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T, message: string): z.output<T> | Response {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) return apiError(c, 400, "validation_error", message, fieldErrors(parsed.error));
  return parsed.data;
}
