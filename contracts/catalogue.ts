import { z } from "./zod";
import { enrollmentStatuses, programCategories, programLevels } from "./vocabulary";

// The REST API's course shapes (JSON fields in snake_case, decision 010; the spec's programs are the
// API's courses: vocabulary.ts, conceptNames).
// The server validates with them and the OpenAPI document is generated from them.

export const courseSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    category: z.enum(programCategories),
    level: z.enum(programLevels),
    duration: z.string(),
    price: z.number().int().describe("Price in Indian rupees"),
    features: z.array(z.string()).describe("The program's modules, in order"),
    is_active: z.boolean(),
  })
  .meta({ id: "Course" });
export type Course = z.infer<typeof courseSchema>;

/** Spec section 9: API docs defaults page 1, limit 20. */
export const COURSES_DEFAULT_PAGE = 1;
export const COURSES_DEFAULT_LIMIT = 20;

export const paginationSchema = z
  .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), total_pages: z.number().int() })
  .meta({ id: "Pagination" });

export const coursesQuerySchema = z.object({
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
export type CourseList = z.infer<typeof coursesResponseSchema>;

export const enrollmentStatusSchema = z.enum(enrollmentStatuses);

export const enrollmentSchema = z
  .object({
    id: z.uuid(),
    user_id: z.string(),
    course_id: z.uuid(),
    status: enrollmentStatusSchema,
    progress: z.number().int().min(0).max(100).describe("Completed modules in whole percent"),
    completed_modules: z.array(z.number().int()).describe("1-based numbers of the completed modules"),
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
export type EnrollmentResponse = z.infer<typeof enrollmentResponseSchema>;
export const enrollmentsResponseSchema = z.object({ enrollments: z.array(enrollmentSchema) }).meta({ id: "EnrollmentList" });
export type EnrollmentsResponse = z.infer<typeof enrollmentsResponseSchema>;

export const paymentMethods = ["card", "upi", "net_banking", "emi", "purchase_order", "paypal"] as const;

export const enrollBodySchema = z
  .object({
    payment_method: z
      .enum(paymentMethods, { error: `payment_method must be one of: ${paymentMethods.join(", ")}` })
      .optional()
      .describe("How the course will be paid for."),
  })
  .meta({ id: "EnrollRequest" });

export const progressBodySchema = z
  .object({
    module_id: z.coerce
      .number({ error: "module_id must be the number of one of the course's modules" })
      .int("module_id must be the number of one of the course's modules")
      .min(1, "module_id must be the number of one of the course's modules")
      .describe("The module's number: 1 for the first entry of the course's `features`, 2 for the second, and so on."),
    completed: z.boolean({ error: "completed must be true or false" }).describe("`true` to mark the module completed, `false` to clear it."),
  })
  .meta({ id: "ProgressUpdate" });

export const progressResponseSchema = z
  .object({ user_id: z.string(), enrollments: z.array(enrollmentSchema) })
  .meta({ id: "Progress" });

/** Progress in whole percent from the completed modules (what the dashboard shows). */
export function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((Math.min(completed, total) / total) * 100) : 0;
}
