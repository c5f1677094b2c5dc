import type { Context } from "hono";
import type { z } from "#contracts/zod";
import { fail, fieldErrors } from "./api-error.server";
import { INVALID_CHARACTERS_MESSAGE, jsonHasInvalidCharacters } from "./invalid-characters.server";

// Reading a request's input with a zod schema, for every operation of the REST API (the operation
// mount, operation.server.ts, calls these before the handler runs). Bad input never reaches a
// handler or the database: it is thrown as an ApiProblem, which the mount answers.

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
 * The JSON body as `schema` reads it. Refuses with 415 for another content type, 400
 * `invalid_json` for malformed JSON, 400 `invalid_characters` for a character we cannot store (see
 * invalid-characters.server.ts), and 400 `validation_error` with `message` and each field's first
 * message when the schema refuses the body.
 */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T, message: string, options: BodyOptions = {}): Promise<ParsedBody<T>> {
  let input: unknown = {};
  if (!options.optional || (c.req.header("content-length") !== "0" && c.req.header("content-type"))) {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) fail("unsupported_media_type", "Send the body as application/json.");
    try {
      input = JSON.parse(await c.req.text());
    } catch {
      fail("invalid_json", "The request body is not valid JSON.");
    }
    if (jsonHasInvalidCharacters(input)) fail("invalid_characters", INVALID_CHARACTERS_MESSAGE);
    if (options.optional) input ??= {};
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) fail("validation_error", message, fieldErrors(parsed.error));
  return { data: parsed.data, input };
}

// A query string read before is not read again: the public catalogue is asked for with the same
// few query strings thousands of times a second, and zod's parse was a tenth of such a request's
// own JavaScript (docs/decisions/018). What is kept is frozen, as every request shares it. Per
// schema, a few hundred short query strings at most (emptied when full: a client varying the query
// only pays the parse it would pay anyway; a long one, which unknown parameters can make up to the
// header limit, is not kept, so memory stays bounded by 256 × 256 bytes per schema).
const KEPT_QUERIES = 256;
const KEPT_QUERY_LENGTH = 256;
const parsedQueries = new WeakMap<z.ZodType, Map<string, unknown>>();

/** The query string as `schema` reads it (frozen); refuses with 400 `validation_error`, `message` and the fields. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T, message: string): Readonly<z.output<T>> {
  const url = c.req.url;
  const at = url.indexOf("?");
  const raw = at < 0 ? "" : url.slice(at + 1);
  let kept = parsedQueries.get(schema);
  const known = kept?.get(raw);
  if (known !== undefined) return known as z.output<T>;
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) fail("validation_error", message, fieldErrors(parsed.error));
  // Frozen whether kept or not, so that a handler behaves the same for every query string.
  const data = Object.freeze(parsed.data);
  if (raw.length > KEPT_QUERY_LENGTH) return data;
  if (!kept) parsedQueries.set(schema, (kept = new Map()));
  if (kept.size >= KEPT_QUERIES) kept.clear();
  kept.set(raw, data);
  return data;
}
