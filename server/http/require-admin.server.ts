import type { MiddlewareHandler } from "hono";
import { accessOf } from "../admin/roles.server";
import type { Auth } from "../auth/auth.server";
import type { UserEnv } from "../context.server";
import { apiError } from "./api-error.server";
import { requireUser } from "./require-user.server";

/**
 * The signed-in user must be an admin (401 without a session, 403 without the role) with two-factor
 * sign-in on (403 "two_factor_required" without it: the staff inbox sends them to set it up). Role
 * and two-factor are read from the database on every request, so `npm run admin -- revoke` takes
 * effect at once. Turning two-factor on ends the account's other sessions, and a provider sign-in
 * asks for the code too, so every session of such an account has passed the second factor.
 * Answers are never cached: they hold visitors' personal data. Use: `router.use("*", ...requireAdmin(...))`.
 */
export function requireAdmin(auth: Auth, trustedOrigins: string[]): MiddlewareHandler<UserEnv>[] {
  const noStore: MiddlewareHandler<UserEnv> = async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  };
  const adminRole: MiddlewareHandler<UserEnv> = async (c, next) => {
    const access = await accessOf(c.var.db, c.var.user.id);
    if (access?.role !== "admin") return apiError(c, 403, "forbidden", "This page is for Cortexa AI staff only.");
    if (!access.twoFactorEnabled) {
      return apiError(c, 403, "two_factor_required", "Set up two-factor sign-in on your account to open the staff inbox.");
    }
    c.set("user", { ...c.var.user, role: "admin" });
    await next();
  };
  return [noStore, requireUser(auth, trustedOrigins), adminRole];
}
