import type { Context } from "hono";

// Answers whose headers stay a plain object from the handler to the socket.
//
// @hono/node-server writes a response built with a plain header object straight to Node's
// `writeHead`. The moment anything reads `res.headers`, it builds undici `Headers` (every name and
// value validated, then sorted when iterated) and later turns them back into an object: ~10 µs of
// CPU per answer, a quarter of a cached `GET /api/v1/courses` (docs/decisions/018). The app's
// middlewares that add to every answer (security-headers, compress-json) therefore read and
// rebuild a plain answer through `plainOf`, never through `res.headers`. Handlers of the hottest
// reads (the pages, the catalogue) answer with `plainResponse`; any other Response works as before.

/** Header names in lower case: one name is one header when answers' headers are merged as objects. */
export type PlainHeaders = Readonly<Record<Lowercase<string>, string>>;

export interface PlainAnswer {
  status: number;
  body: string | Uint8Array<ArrayBuffer> | null;
  /**
   * Lower-case names, one value each (no Set-Cookie: such answers are built the usual way). No
   * Content-Length beside a body: @hono/node-server sets it.
   */
  headers: PlainHeaders;
}

// A property of the Response itself: a WeakMap entry per answer costs more than the rest of this.
const PLAIN = Symbol("plain answer");
type Marked = Response & { [PLAIN]?: PlainAnswer };

/** A Response whose headers are kept plain. */
export function plainResponse(body: PlainAnswer["body"], status: number, headers: PlainHeaders): Response {
  const res: Marked = new (plainClass())(body, { status, headers });
  res[PLAIN] = { status, body, headers };
  return res;
}

// Made on first use from the global Response of that moment: @hono/node-server installs its own,
// lighter one when the server starts, and remade if that changes. (A class, not a getter defined on
// each answer: Object.defineProperty per answer cost ~75 ns, three times a request.)
let Plain: typeof Response | undefined;
function plainClass(): typeof Response {
  if (!Plain || Object.getPrototypeOf(Plain) !== globalThis.Response) {
    Plain = class extends globalThis.Response {
      // Whatever reads `headers` may change them there (`c.res.headers.set(…)`): from then on it is
      // an ordinary answer, so that no middleware rebuilds it from the object and drops the change.
      override get headers(): Headers {
        (this as Marked)[PLAIN] = undefined;
        return super.headers;
      }
    };
  }
  return Plain;
}

/** What a plain answer holds, or undefined for any other Response (or one whose headers were read). */
export const plainOf = (res: Response): PlainAnswer | undefined => (res as Marked)[PLAIN];

/**
 * Puts `res` in place of the context's answer. (Hono's `c.res` setter otherwise merges the old
 * answer's headers into the new one, which reads both as undici objects.)
 */
export function replaceAnswer(c: Context, res: Response): void {
  c.res = undefined as unknown as Response;
  c.res = res;
}
