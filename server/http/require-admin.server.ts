import type { MiddlewareHandler } from "hono";
import { eq } from "drizzle-orm";
import { accessOf } from "../admin/roles.server";
import type { Auth } from "../auth/auth.server";
import type { UserEnv } from "../context.server";
import { sessions } from "../db/schema";
import { apiError } from "./api-error.server";
import { requireUser } from "./require-user.server";

/**
 * The signed-in user must be an admin (401 without a session, 403 without the role) with two-factor
 * sign-in on (403 "two_factor_required" without it: the staff inbox sends them to set it up), and
 * this session must have passed it (issue 24: the second factor is a property of the session,
 * auth/second-factor.server.ts). Role, two-factor and the session are read from the database on
 * every request, so `npm run admin -- revoke` takes effect at once.
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
    const [session] = await c.var.db.select({ secondFactor: sessions.secondFactor }).from(sessions).where(eq(sessions.id, c.var.session.id));
    if (!session?.secondFactor) {
      return apiError(c, 403, "two_factor_required", "This sign-in did not pass two-factor: sign out, then sign in again with the code from your authenticator app.");
    }
    c.set("user", { ...c.var.user, role: "admin" });
    await next();
  };
  return [noStore, requireUser(auth, trustedOrigins), adminRole];
}
