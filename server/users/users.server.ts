import { Hono } from "hono";
import type { AppDeps, UserEnv } from "../context.server";
import { enrollmentsOfUser } from "../enrollments/enrollments.server";
import { apiError } from "../http/api-error.server";
import { requireUser } from "../http/require-user.server";

/** /api/v1/users: GET /users/{userId}/progress, the caller's own progress; anyone else's is forbidden. */
export function userRoutes(deps: AppDeps): Hono<UserEnv> {
  return new Hono<UserEnv>()
    .use("*", requireUser(deps.auth, deps.trustedOrigins))
    .get("/:userId/progress", async (c) => {
      const userId = c.req.param("userId");
      if (userId !== c.var.user.id) return apiError(c, 403, "forbidden", "You can only read your own progress.");
      return c.json({ user_id: userId, enrollments: await enrollmentsOfUser(c.var.db, userId) });
    });
}
