import { defineOperation } from "../operation";
import { apiRateRules } from "../rate-limits";
import { progressResponseSchema } from "../catalogue";
import { sampleUser, sampleEnrollment } from "../api-examples";


export const userProgress = defineOperation({
  id: "user-progress",
  method: "get",
  path: "/users/{userId}/progress",
  tag: "Progress",
  summary: "The signed-in user's progress in every course",
  description:
    "Every enrolment of the user with its status, progress in percent and completed modules, newest first. A user can read only their own progress: another `userId` answers 403.",
  auth: "user",
  params: { userId: "Your user id: `user.id` from `POST /auth/login`." },
  response: {
    status: 200,
    description: "Enrolments with progress",
    schema: progressResponseSchema,
    example: { user_id: sampleUser.id, enrollments: [sampleEnrollment] },
  },
  errors: ["unauthorized", "forbidden"],
  rateLimit: apiRateRules.lookups,
});
