import { userProgress } from "#contracts/users/operations";
import { enrollmentsOfUser } from "../enrollments/enrollments.server";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";

/** /api/v1/users: GET /users/{userId}/progress, the caller's own progress; anyone else's is forbidden. */
export function userRoutes() {
  return [
    route(userProgress, async (c, { params: { userId } }) => {
      if (userId !== c.var.user.id) fail("forbidden", "You can only read your own progress.");
      return { user_id: userId, enrollments: await enrollmentsOfUser(c.var.db, userId) };
    }),
  ];
}
