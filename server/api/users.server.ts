import { Hono } from "hono";
import { enrollmentsOfUser } from "./enrollments.server";
import { apiError } from "./errors.server";
import type { UserEnv } from "./require-user.server";

/** GET /users/{userId}/progress: the caller's own progress; anyone else's is forbidden. */
export const usersApi = new Hono<UserEnv>().get("/:userId/progress", async (c) => {
  const userId = c.req.param("userId");
  if (userId !== c.var.user.id) return apiError(c, 403, "forbidden", "You can only read your own progress.");
  return c.json({ user_id: userId, enrollments: await enrollmentsOfUser(c.var.db, userId) });
});
