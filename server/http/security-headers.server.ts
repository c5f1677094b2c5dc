import type { MiddlewareHandler } from "hono";

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
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has("content-security-policy")) h.set("Content-Security-Policy", defaultCsp);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (hsts) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
