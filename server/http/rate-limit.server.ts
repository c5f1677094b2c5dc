import type { MiddlewareHandler } from "hono";
import { clientRateKey } from "../contact/client-key.server";
import type { AppEnv, UserEnv } from "../context.server";
import { apiError } from "./api-error.server";
import { countRequest } from "./rate-count.server";
import type { RateRule } from "#contracts/rate-limits";

// The API's limits as middleware: per client address or per signed-in user, counted in the database
// (rate-count.server.ts) so they hold across instances.

const tooMany = "Too many requests. Please wait a little and try again.";

/**
 * A limit per client (IP address; an IPv6 address counts as its /64). A request whose client is
 * unknown (no socket: only the tests' app.request()) is not limited.
 */
export function limitPerClient(rule: RateRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const subject = clientRateKey(c.var.clientIp);
    if (subject) {
      const verdict = await countRequest(c.var.db, rule, subject);
      if (!verdict.allowed) {
        c.header("Retry-After", String(verdict.retryAfterSeconds));
        return apiError(c, 429, "rate_limited", tooMany);
      }
    }
    await next();
  };
}

/** A limit per signed-in user: behind requireUser. */
export function limitPerUser(rule: RateRule): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const verdict = await countRequest(c.var.db, rule, `user:${c.var.user.id}`);
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return apiError(c, 429, "rate_limited", tooMany);
    }
    await next();
  };
}
