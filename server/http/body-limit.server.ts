import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "./api-error.server";

// The largest request body each part of the server accepts, checked first thing for every request
// (app.server.ts), before any handler reads a byte: a declared Content-Length over the limit is
// answered 413 at once, whatever the method. What is still arriving is read and thrown away for
// 500 ms or 64 MB at most (@hono/node-server), so the client can read the answer, then the
// connection is closed; a GET or HEAD, which @hono/node-server does not drain, is told
// `Connection: close` so Node does not read its whole body. A body without a length (chunked) is
// counted as it is read and refused when it passes the limit.

const KiB = 1024;

/** Far more than any valid request of each part; the contact form's own limit stays its own. */
export const bodyLimits: [prefix: string, bytes: number][] = [
  ["/api/v1/contact", 64 * KiB],
  // Staff-only, behind the admin role: room for the catalogue's longer texts.
  ["/api/v1/admin/", 256 * KiB],
  ["/api/", 16 * KiB],
  // Pages: a form posted without JavaScript is answered with the page, its body never read.
  ["/", 64 * KiB],
];

export function bodyLimitOf(path: string): number {
  return bodyLimits.find(([prefix]) => path === prefix || path.startsWith(prefix))![1];
}

function tooLarge(c: Parameters<MiddlewareHandler>[0], limit: number) {
  if (c.req.method === "GET" || c.req.method === "HEAD") c.header("Connection", "close");
  const message = `The request body is larger than ${limit / KiB} KB.`;
  return c.req.path.startsWith("/api/") ? apiError(c, 413, "payload_too_large", message) : c.text(message, 413);
}

export function limitBodies(): MiddlewareHandler {
  const limiters = new Map(bodyLimits.map(([, bytes]) => [bytes, bodyLimit({ maxSize: bytes, onError: (c) => tooLarge(c, bytes) })]));
  return async (c, next) => {
    const limit = bodyLimitOf(c.req.path);
    const declared = c.req.header("content-length");
    if (declared !== undefined && !(Number(declared) <= limit)) return tooLarge(c, limit);
    // Only a chunked body has no length known up front, so only it is counted as it is read. A
    // request without Transfer-Encoding has no body or exactly its Content-Length (Node's parser
    // reads no more, and refuses a request with both headers): nothing more to check. Hono's
    // bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a full undici Request
    // (with its AbortSignal and listeners), ~15 % of the CPU of a cached GET under load: never
    // for the requests that cannot need it (docs/decisions/018-request-path-costs.md).
    if (c.req.header("transfer-encoding") === undefined) return next();
    return limiters.get(limit)!(c, next);
  };
}
