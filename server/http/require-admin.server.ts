import type { MiddlewareHandler } from "hono";
import { roleOf } from "../admin/roles.server";
import type { Auth } from "../auth/auth.server";
import type { UserEnv } from "../context.server";
import { apiError } from "./api-error.server";
import { requireUser } from "./require-user.server";

/**
 * The signed-in user must be an admin (401 without a session, 403 without the role). The role is
 * read from the database on every request, so `npm run admin -- revoke` takes effect at once.
 * Answers are never cached: they hold visitors' personal data. Use: `router.use("*", ...requireAdmin(...))`.
 */
export function requireAdmin(auth: Auth, trustedOrigins: string[]): MiddlewareHandler<UserEnv>[] {
  const noStore: MiddlewareHandler<UserEnv> = async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  };
  const adminRole: MiddlewareHandler<UserEnv> = async (c, next) => {
    if ((await roleOf(c.var.db, c.var.user.id)) !== "admin") return apiError(c, 403, "forbidden", "This page is for Cortexa AI staff only.");
    c.set("user", { ...c.var.user, role: "admin" });
    await next();
  };
  return [noStore, requireUser(auth, trustedOrigins), adminRole];
}
