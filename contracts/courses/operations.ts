import { defineOperation } from "../operation";
import { apiRateRules } from "../rate-limits";
import { courseDetailSchema, courseLangQuerySchema, courseModulesResponseSchema, coursesQuerySchema, coursesResponseSchema, enrollBodySchema, enrollmentResponseSchema, progressBodySchema } from "../catalogue";
import { sampleCourse, sampleEnrollment, sampleModule, sampleLesson } from "../api-examples";

const courseId = { courseId: "The course's `id` (a UUID) from `GET /courses`." };

export const listCourses = defineOperation({
  id: "list-courses",
  method: "get",
  path: "/courses",
  tag: "Courses",
  summary: "List active courses",
  description:
    "The active courses of the catalogue, a page at a time, optionally filtered by category and level. No token needed. Each answer carries an `ETag` and `Cache-Control: public, no-cache`: send it back as `If-None-Match` and the answer is 304 (no body) while the page is unchanged, so a course staff take out of the catalogue leaves cached copies at once. `?lang=hi` gives the texts in Hindi, each one not translated yet in English.",
  query: coursesQuerySchema,
  response: {
    status: 200,
    description: "A page of courses",
    schema: coursesResponseSchema,
    example: { data: [sampleCourse], pagination: { page: 1, limit: 20, total: 1, total_pages: 1 } },
  },
  errors: ["validation_error"],
  invalidMessage: "Invalid query parameters.",
});

export const getCourse = defineOperation({
  id: "get-course",
  method: "get",
  path: "/courses/{courseId}",
  tag: "Courses",
  summary: "One active course with its modules in order",
  description:
    "A single active course with its `modules` in order (id, title, summary, estimated duration in minutes). No token needed. `?lang=hi` gives the texts in Hindi, each one not translated yet in English.",
  params: courseId,
  query: courseLangQuerySchema,
  response: { status: 200, description: "The course", schema: courseDetailSchema, example: { ...sampleCourse, modules: [sampleModule] } },
  errors: ["validation_error", "not_found"],
  invalidMessage: "Invalid query parameters.",
  rateLimit: apiRateRules.lookups,
});

export const enroll = defineOperation({
  id: "enroll",
  method: "post",
  path: "/courses/{courseId}/enroll",
  tag: "Courses",
  summary: "Enrol the signed-in user",
  description:
    "Enrols the signed-in user in the course. The enrolment starts with status `active` and progress 0. Enrolling twice in the same course answers 409 `already_enrolled`. The body may be left out.",
  auth: "user",
  params: courseId,
  body: { schema: enrollBodySchema, example: { payment_method: "upi" }, optional: true },
  response: {
    status: 201,
    description: "Enrolled",
    schema: enrollmentResponseSchema,
    example: { enrollment: { ...sampleEnrollment, progress: 0, completed_modules: [] } },
  },
  errors: ["validation_error", "invalid_json", "unauthorized", "not_found", "already_enrolled"],
  rateLimit: apiRateRules.courseWrites,
});

export const courseModules = defineOperation({
  id: "course-modules",
  method: "get",
  path: "/courses/{courseId}/modules",
  tag: "Progress",
  summary: "The modules of a course you are enrolled in, with their lesson text",
  description:
    "The course's modules in order, each with its lesson text in Markdown. Only for a learner enrolled in the course (404 `not_enrolled` otherwise); a course that has left the catalogue stays readable for its learners. `?lang=hi` gives the texts in Hindi, each one not translated yet in English.",
  auth: "user",
  params: courseId,
  query: courseLangQuerySchema,
  response: { status: 200, description: "The modules in order", schema: courseModulesResponseSchema, example: { modules: [{ ...sampleLesson, has_quiz: false }] } },
  errors: ["validation_error", "unauthorized", "not_found", "not_enrolled"],
  invalidMessage: "Invalid query parameters.",
  rateLimit: apiRateRules.courseWrites,
});

export const updateProgress = defineOperation({
  id: "update-progress",
  method: "post",
  path: "/courses/{courseId}/progress",
  tag: "Progress",
  summary: "Mark a module completed or not",
  description:
    "Marks one module of a course you are enrolled in as completed (or not) and returns the enrolment with its new progress: the share of completed modules, in whole percent. When every module is completed the status becomes `completed`. A module with a quiz is completed by passing the quiz, not here (409 `quiz_not_passed`).",
  auth: "user",
  params: courseId,
  body: { schema: progressBodySchema, example: { module_id: sampleModule.id, completed: true } },
  response: { status: 200, description: "The enrolment with its new progress", schema: enrollmentResponseSchema, example: { enrollment: sampleEnrollment } },
  errors: ["validation_error", "invalid_json", "unauthorized", "not_found", "not_enrolled", "quiz_not_passed"],
  rateLimit: apiRateRules.courseWrites,
});
