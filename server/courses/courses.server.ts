import { Hono, type Context } from "hono";
import { eq } from "drizzle-orm";
import { coursesQuerySchema, enrollBodySchema, progressBodySchema } from "#contracts/catalogue";
import type { AppDeps, AppEnv, UserEnv } from "../context.server";
import { programs } from "../db/schema";
import { enroll, enrollmentById, enrollmentOf, markModule, modulesOf } from "../enrollments/enrollments.server";
import { apiError } from "../http/api-error.server";
import { parseJsonBody, parseQuery } from "../http/parse-request.server";
import { apiRateRules, limitPerUser } from "../http/rate-limit.server";
import { requireUser } from "../http/require-user.server";
import { moduleJson } from "../programs/program-json.server";
import { catalogueCache, type CatalogueCache } from "./catalogue.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const courseId = (c: Context) => {
  const id = c.req.param("courseId") ?? "";
  return UUID.test(id) ? id.toLowerCase() : undefined;
};

async function activeCourse(c: Context, catalogue: CatalogueCache) {
  const id = courseId(c);
  return id ? catalogue.byId(id) : undefined;
}

const courseNotFound = (c: Context) => apiError(c, 404, "not_found", "No active course has this id.");
const notEnrolled = (c: Context) => apiError(c, 404, "not_enrolled", "You are not enrolled in this course.");

/**
 * /api/v1/courses: GET /courses and GET /courses/{courseId} are public; everything below a course
 * (POST …/enroll, GET …/modules, POST …/progress) is for a signed-in user (cookie or bearer
 * token). Enrolling needs an active course; a learner already enrolled keeps following a course
 * that staff have deactivated.
 */
export function courseRoutes(deps: AppDeps): Hono<UserEnv> {
  const catalogue = catalogueCache(deps.database);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseQuery(c, coursesQuerySchema, "Invalid query parameters.");
      if (query instanceof Response) return query;
      // Revalidated on every use (a cheap 304 when unchanged): a program staff deactivate leaves
      // the catalogue at once, also for a visitor who loaded it a moment ago.
      const { body, etag } = await catalogue.listJson(query);
      const headers = { "Content-Type": "application/json", "Cache-Control": "public, no-cache", ETag: etag };
      if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
      return c.body(body, 200, headers);
    })
    .get("/:courseId", async (c) => {
      const id = courseId(c);
      const course = id && (await catalogue.detail(id));
      return course ? c.json(course) : courseNotFound(c);
    })
    .use("/:courseId/*", requireUser(deps.auth, deps.trustedOrigins), limitPerUser(apiRateRules.courseWrites))
    .post("/:courseId/enroll", async (c) => {
      const course = await activeCourse(c, catalogue);
      if (!course) return courseNotFound(c);
      const body = await parseJsonBody(c, enrollBodySchema, "Invalid request body.", { optional: true });
      if (body instanceof Response) return body;
      const id = await enroll(c.var.db, c.var.user.id, course.id, body.data.payment_method ?? null);
      if (!id) return apiError(c, 409, "already_enrolled", "You are already enrolled in this course.");
      return c.json({ enrollment: await enrollmentById(c.var.db, id) }, 201);
    })
    .get("/:courseId/modules", async (c) => {
      const id = courseId(c);
      if (!id || !(await enrollmentOf(c.var.db, c.var.user.id, id))) return notEnrolled(c);
      const modules = (await modulesOf(c.var.db, id)).map(moduleJson);
      c.header("Cache-Control", "private, no-cache");
      return c.json({ modules });
    })
    .post("/:courseId/progress", async (c) => {
      const id = courseId(c);
      const [program] = id ? await c.var.db.select({ id: programs.id }).from(programs).where(eq(programs.id, id)) : [];
      if (!program) return apiError(c, 404, "not_found", "No course has this id.");
      const body = await parseJsonBody(c, progressBodySchema, "Invalid request body.");
      if (body instanceof Response) return body;
      const { module_id, completed } = body.data;
      const modules = await modulesOf(c.var.db, program.id);
      const module = typeof module_id === "number" ? modules[module_id - 1] : modules.find((m) => m.id === module_id.toLowerCase());
      if (!module) {
        return apiError(c, 400, "validation_error", "Invalid request body.", {
          module_id: modules.length
            ? `module_id must be the id of one of this course's modules (or a number from 1 to ${modules.length})`
            : "This course has no modules yet.",
        });
      }
      const enrollmentId = await markModule(c.var.db, { userId: c.var.user.id, programId: program.id, moduleId: module.id, completed });
      if (!enrollmentId) return notEnrolled(c);
      return c.json({ enrollment: await enrollmentById(c.var.db, enrollmentId) });
    });
}
