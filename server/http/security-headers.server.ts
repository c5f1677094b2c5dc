import type { MiddlewareHandler } from "hono";
import { plainOf, plainResponse, replaceAnswer } from "./plain-response.server";

/** The CSP of every response; HTML pages add the hashes of their own inline scripts. */
export function contentSecurityPolicy(scriptHashes = ""): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes ? ` ${scriptHashes}` : ""}`,
    // Inline style attributes come from Radix positioning and sonner; scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const defaultCsp = contentSecurityPolicy();

export function securityHeaders({ hsts }: { hsts: boolean }): MiddlewareHandler {
  // Merged with a plain answer's headers as an object (plain-response.server.ts).
  const always: Record<Lowercase<string>, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
  if (hsts) always["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  const entries = Object.entries(always);
  return async (c, next) => {
    await next();
    const answer = plainOf(c.res);
    if (answer) {
      // A page brings its own CSP (with its scripts' hashes); every other answer gets the default.
      // (Object.assign from a literal: a spread copy makes V8 build a new hidden class per answer.)
      const headers = Object.assign({ "content-security-policy": defaultCsp }, answer.headers, always);
      return replaceAnswer(c, plainResponse(answer.body, answer.status, headers));
    }
    const h = c.res.headers;
    if (!h.has("content-security-policy")) h.set("Content-Security-Policy", defaultCsp);
    for (const [name, value] of entries) h.set(name, value);
  };
}
