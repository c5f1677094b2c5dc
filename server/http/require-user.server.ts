import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth.server";
import type { UserEnv } from "../context.server";
import { apiError } from "./api-error.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The signed-in user from the session cookie, or 401. A state change made with a cookie must come
 * from one of our own pages (Origin check), so another site cannot make it on the user's behalf.
 */
export function requireUser(auth: Auth, trustedOrigins: string[]): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, "unauthorized", "Sign in to continue.");
    // Cookies ride along on cross-site requests; a bearer token does not, so only cookie-based
    // changes need the Origin check.
    const bearer = /^bearer\s/i.test(c.req.header("authorization") ?? "");
    if (!bearer && !SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const sameOrigin = c.req.header("sec-fetch-site") === "same-origin";
      if (!(origin ? trustedOrigins.includes(origin) : sameOrigin)) {
        return apiError(c, 403, "invalid_origin", "This request must come from the site itself.");
      }
    }
    const user = session.user as typeof session.user & { role?: string };
    c.set("user", { id: user.id, email: user.email, name: user.name, role: user.role ?? "learner" });
    c.set("session", { id: session.session.id, createdAt: new Date(session.session.createdAt) });
    await next();
  };
}
