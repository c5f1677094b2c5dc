import { Hono, type Context } from "hono";
import { coursesQuerySchema, enrollBodySchema, progressBodySchema } from "#contracts/catalogue";
import type { AppDeps, AppEnv, UserEnv } from "../context.server";
import { enroll, enrollmentById, markModule } from "../enrollments/enrollments.server";
import { apiError } from "../http/api-error.server";
import { parseJsonBody, parseQuery } from "../http/parse-request.server";
import { requireUser } from "../http/require-user.server";
import { createCatalogueCache, type CatalogueCache } from "./catalogue.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function activeCourse(c: Context, catalogue: CatalogueCache) {
  const id = c.req.param("courseId") ?? "";
  return UUID.test(id) ? catalogue.byId(id.toLowerCase()) : undefined;
}

const courseNotFound = (c: Context) => apiError(c, 404, "not_found", "No active course has this id.");

/**
 * /api/v1/courses: GET /courses and GET /courses/{courseId} are public; everything below a course
 * (POST …/enroll, POST …/progress) is for a signed-in user (cookie or bearer token).
 */
export function courseRoutes(deps: AppDeps): Hono<UserEnv> {
  const catalogue = createCatalogueCache(deps.database.db);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseQuery(c, coursesQuerySchema, "Invalid query parameters.");
      if (query instanceof Response) return query;
      return c.body(await catalogue.listJson(query), 200, {
        "Content-Type": "application/json",
        "Cache-Control": "public, max-age=30",
      });
    })
    .get("/:courseId", async (c) => {
      const course = await activeCourse(c, catalogue);
      return course ? c.json(course) : courseNotFound(c);
    })
    .use("/:courseId/*", requireUser(deps.auth, deps.trustedOrigins))
    .post("/:courseId/enroll", async (c) => {
      const course = await activeCourse(c, catalogue);
      if (!course) return courseNotFound(c);
      const body = await parseJsonBody(c, enrollBodySchema, "Invalid request body.", { optional: true });
      if (body instanceof Response) return body;
      const id = await enroll(c.var.db, c.var.user.id, course.id, body.data.payment_method ?? null);
      if (!id) return apiError(c, 409, "already_enrolled", "You are already enrolled in this course.");
      return c.json({ enrollment: await enrollmentById(c.var.db, id) }, 201);
    })
    .post("/:courseId/progress", async (c) => {
      const course = await activeCourse(c, catalogue);
      if (!course) return courseNotFound(c);
      const body = await parseJsonBody(c, progressBodySchema, "Invalid request body.");
      if (body instanceof Response) return body;
      const { module_id, completed } = body.data;
      const total = course.features.length;
      if (module_id > total) {
        return apiError(c, 400, "validation_error", "Invalid request body.", {
          module_id: `module_id must be between 1 and ${total} for this course`,
        });
      }
      const id = await markModule(c.var.db, { userId: c.var.user.id, programId: course.id, moduleId: module_id, completed, totalModules: total });
      if (!id) return apiError(c, 404, "not_enrolled", "You are not enrolled in this course.");
      return c.json({ enrollment: await enrollmentById(c.var.db, id) });
    });
}
