import { z } from "./zod";
import { enrollmentStatuses, programCategories, programLevels } from "./vocabulary";
import { locales } from "./locales";
import { moduleSchema, moduleSummarySchema, programFields } from "./programs";

// The REST API's course shapes (JSON fields in snake_case, decision 010; the spec's programs are the
// API's courses: vocabulary.ts, conceptNames).
// The server validates with them and the OpenAPI document is generated from them.

export const courseSchema = z.object(programFields).meta({ id: "Course" });
export type Course = z.infer<typeof courseSchema>;

/** GET /courses/{courseId}: the course and its modules in order (without lesson text). */
export const courseDetailSchema = courseSchema.extend({ modules: z.array(moduleSummarySchema) }).meta({ id: "CourseDetail" });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** GET /courses/{courseId}/modules: an enrolled learner's modules, with their lesson text. */
export const learnerModuleSchema = moduleSchema
  .extend({ has_quiz: z.boolean().describe("The module is completed by passing its quiz (GET …/modules/{moduleId}/quiz)") })
  .meta({ id: "LearnerModule" });
export type LearnerModule = z.infer<typeof learnerModuleSchema>;
export const courseModulesResponseSchema = z.object({ modules: z.array(learnerModuleSchema) }).meta({ id: "CourseModules" });
/** Spec section 9: API docs defaults page 1, limit 20. */
export const COURSES_DEFAULT_PAGE = 1;
export const COURSES_DEFAULT_LIMIT = 20;

export const paginationSchema = z
  .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), total_pages: z.number().int() })
  .meta({ id: "Pagination" });

/** `?lang=hi`: the content in that language, each field missing there in English. */
export const langQuery = z
  .enum(locales, { error: `lang must be one of: ${locales.join(", ")}` })
  .optional()
  .describe("The language of the texts: `en` (the default) or `hi`. A text not translated yet comes in English.");
export const courseLangQuerySchema = z.object({ lang: langQuery });

export const coursesQuerySchema = z.object({
  lang: langQuery,
  category: z
    .enum(programCategories, { error: `category must be one of: ${programCategories.join(", ")}` })
    .optional()
    .describe("Only courses of this category."),
  level: z.enum(programLevels, { error: `level must be one of: ${programLevels.join(", ")}` }).optional().describe("Only courses of this level."),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page is too large")
    .default(COURSES_DEFAULT_PAGE)
    .describe("The page to return, from 1."),
  limit: z.coerce
    .number({ error: "limit must be a whole number from 1 to 100" })
    .int("limit must be a whole number from 1 to 100")
    .min(1, "limit must be a whole number from 1 to 100")
    .max(100, "limit must be a whole number from 1 to 100")
    .default(COURSES_DEFAULT_LIMIT)
    .describe("Courses per page, 1 to 100."),
});
export type CoursesQuery = z.infer<typeof coursesQuerySchema>;

export const coursesResponseSchema = z.object({ data: z.array(courseSchema), pagination: paginationSchema }).meta({ id: "CourseList" });

export const enrollmentStatusSchema = z.enum(enrollmentStatuses);

export const enrollmentSchema = z
  .object({
    id: z.uuid(),
    user_id: z.string(),
    course_id: z.uuid(),
    status: enrollmentStatusSchema,
    progress: z.number().int().min(0).max(100).describe("Completed modules in whole percent"),
    completed_modules: z.array(z.uuid()).describe("The ids of the completed modules (the `id`s of the course's `modules`)"),
    enrolled_at: z.string().describe("ISO 8601 date-time"),
    course: z.object({
      title: z.string(),
      category: z.enum(programCategories),
      duration: z.string(),
      level: z.enum(programLevels),
      features: z.array(z.string()),
    }),
  })
  .meta({ id: "Enrollment" });

export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentResponseSchema = z.object({ enrollment: enrollmentSchema }).meta({ id: "EnrollmentResponse" });
export const enrollmentsResponseSchema = z.object({ enrollments: z.array(enrollmentSchema) }).meta({ id: "EnrollmentList" });

export const paymentMethods = ["card", "upi", "net_banking", "emi", "purchase_order", "paypal"] as const;

export const enrollBodySchema = z
  .object({
    payment_method: z
      .enum(paymentMethods, { error: `payment_method must be one of: ${paymentMethods.join(", ")}` })
      .optional()
      .describe("How the course will be paid for."),
  })
  .meta({ id: "EnrollRequest" });

const MODULE_ID_MESSAGE = "module_id must be the id of one of the course's modules (or its 1-based number)";

export const progressBodySchema = z
  .object({
    // A module's id; its 1-based place in the course is still accepted (the API's first form).
    module_id: z.union([z.uuid(MODULE_ID_MESSAGE), z.coerce.number(MODULE_ID_MESSAGE).int(MODULE_ID_MESSAGE).min(1, MODULE_ID_MESSAGE)], {
      error: MODULE_ID_MESSAGE,
    }).describe("The module's `id` from the course's `modules`. Its number in the course (1 for the first module) is accepted too."),
    completed: z.boolean({ error: "completed must be true or false" }).describe("`true` to mark the module completed, `false` to clear it."),
  })
  .meta({ id: "ProgressUpdate" });

export const progressResponseSchema = z
  .object({ user_id: z.string(), enrollments: z.array(enrollmentSchema) })
  .meta({ id: "Progress" });
