import { and, eq, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  coursesQuerySchema,
  enrollBodySchema,
  progressBodySchema,
  progressPercent,
} from "#contracts/catalogue";
import type { AppEnv } from "../app.server";
import { enrollments } from "../db/schema";
import type { CatalogueCache } from "./catalogue-cache.server";
import { enrollmentById } from "./enrollments.server";
import { apiError, fieldErrors, readJson } from "./errors.server";
import type { UserEnv } from "./require-user.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function activeCourse(c: Context, catalogue: CatalogueCache) {
  const id = c.req.param("courseId") ?? "";
  return UUID.test(id) ? catalogue.byId(id.toLowerCase()) : undefined;
}

const courseNotFound = (c: Context) => apiError(c, 404, "not_found", "No active course has this id.");

/** GET /courses and GET /courses/{courseId}: public. */
export function coursesReadApi(catalogue: CatalogueCache) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const parsed = coursesQuerySchema.safeParse(c.req.query());
      if (!parsed.success) {
        return apiError(c, 400, "validation_error", "Invalid query parameters.", fieldErrors(parsed.error));
      }
      return c.body(await catalogue.listJson(parsed.data), 200, {
        "Content-Type": "application/json",
        "Cache-Control": "public, max-age=30",
      });
    })
    .get("/:courseId", async (c) => {
      const course = await activeCourse(c, catalogue);
      return course ? c.json(course) : courseNotFound(c);
    });
}

/** POST /courses/{courseId}/enroll and /progress: for a signed-in user (cookie or bearer token). */
export function coursesWriteApi(catalogue: CatalogueCache) {
  return new Hono<UserEnv>()
    .post("/:courseId/enroll", async (c) => {
      const course = await activeCourse(c, catalogue);
      if (!course) return courseNotFound(c);
      let body: unknown = {};
      if (c.req.header("content-length") !== "0" && c.req.header("content-type")) {
        const read = await readJson(c);
        if (!read.ok) return read.response;
        body = read.body ?? {};
      }
      const parsed = enrollBodySchema.safeParse(body);
      if (!parsed.success) return apiError(c, 400, "validation_error", "Invalid request body.", fieldErrors(parsed.error));
      // The unique (user_id, program_id) index decides between simultaneous requests: one row.
      const [row] = await c.var.db
        .insert(enrollments)
        .values({ userId: c.var.user.id, programId: course.id, paymentMethod: parsed.data.payment_method ?? null })
        .onConflictDoNothing({ target: [enrollments.userId, enrollments.programId] })
        .returning({ id: enrollments.id });
      if (!row) {
        return apiError(c, 409, "already_enrolled", "duplicate enrollment: you are already enrolled in this course");
      }
      return c.json({ enrollment: await enrollmentById(c.var.db, row.id) }, 201);
    })
    .post("/:courseId/progress", async (c) => {
      const course = await activeCourse(c, catalogue);
      if (!course) return courseNotFound(c);
      const read = await readJson(c);
      if (!read.ok) return read.response;
      const parsed = progressBodySchema.safeParse(read.body);
      if (!parsed.success) return apiError(c, 400, "validation_error", "Invalid request body.", fieldErrors(parsed.error));
      const { module_id, completed } = parsed.data;
      const total = course.features.length;
      if (module_id > total) {
        return apiError(c, 400, "validation_error", "Invalid request body.", {
          module_id: `module_id must be between 1 and ${total} for this course`,
        });
      }
      // One statement, so two updates at once cannot lose each other's module.
      const modules = completed
        ? sql`(select coalesce(array_agg(distinct m order by m), '{}') from unnest(array_append(${enrollments.completedModules}, ${module_id}::int)) as m)`
        : sql`array_remove(${enrollments.completedModules}, ${module_id}::int)`;
      const [row] = await c.var.db
        .update(enrollments)
        .set({ completedModules: modules })
        .where(and(eq(enrollments.userId, c.var.user.id), eq(enrollments.programId, course.id)))
        .returning({ id: enrollments.id, completedModules: enrollments.completedModules });
      if (!row) return apiError(c, 404, "not_enrolled", "You are not enrolled in this course.");
      const done = row.completedModules.filter((m) => m <= total).length;
      const progress = progressPercent(done, total);
      await c.var.db
        .update(enrollments)
        .set({ progress, status: progress === 100 ? "completed" : "active" })
        .where(eq(enrollments.id, row.id));
      return c.json({ enrollment: await enrollmentById(c.var.db, row.id) });
    });
}
