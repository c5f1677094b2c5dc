import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

// Paths that carry a secret: the password-reset link's token is a path segment
// (/api/auth/reset-password/<token>). A log line must not be a way into someone's account. A
// certificate's code is not a key to an account, but it shows the learner's name to whoever
// holds it: it stays out of the logs too.
// An organisation's invitation link's token likewise (/api/v1/invitations/<token>).
const SECRET_IN_PATH = /^(\/api\/auth\/reset-password\/|\/api\/v1\/(?:me\/|admin\/)?certificates\/|\/api\/v1\/invitations\/)[^/]+/;

/** The path as it may be logged: secrets replaced, the query (where other tokens ride) never included. */
export function loggablePath(path: string): string {
  return path.replace(SECRET_IN_PATH, "$1[redacted]");
}

export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const status = c.res.status;
    // LOG_LEVEL=warn and above: no line for an answered request, so none is built.
    if (status < 500 && !logger.isLevelEnabled("info")) return;
    const line = {
      method: c.req.method,
      path: loggablePath(c.req.path),
      status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  };
}
