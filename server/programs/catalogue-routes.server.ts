import { eq } from "drizzle-orm";
import { courseModules, enroll as enrollOperation, getCourse, listCourses, updateProgress } from "#contracts/courses/operations";
import type { AppDeps } from "../context.server";
import { programs } from "../db/schema";
import { enroll, enrollmentById, enrollmentOf, markModule, modulesOf } from "../enrollments/enrollments.server";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import { plainResponse } from "../http/plain-response.server";
import { moduleJson } from "./program-json.server";
import { modulesWithQuiz, quizGate } from "../quizzes/quiz-attempts.server";
import { catalogueCache } from "./catalogue.server";

function programNotFound(): never {
  fail("not_found", "No active course has this id.");
}
function notEnrolled(): never {
  fail("not_enrolled", "You are not enrolled in this course.");
}

/**
 * /api/v1/courses: GET /courses and GET /courses/{courseId} are public; everything below a course
 * (POST …/enroll, GET …/modules, POST …/progress) is for a signed-in user (cookie or bearer
 * token). Enrolling needs an active course; a learner already enrolled keeps following a course
 * that staff have deactivated.
 */
export function catalogueRoutes(deps: AppDeps) {
  const catalogue = catalogueCache(deps.database);
  return [
    route(listCourses, async (c, { query }) => {
      // Revalidated on every use (a cheap 304 when unchanged): a program staff deactivate leaves
      // the catalogue at once, also for a visitor who loaded it a moment ago.
      const { body, etag } = await catalogue.listJson(query);
      const headers = { "content-type": "application/json", "cache-control": "public, no-cache", etag };
      // Plain answers: read thousands of times a second, they skip undici's Headers (plain-response.server.ts).
      if (c.req.header("if-none-match") === etag) return plainResponse(null, 304, headers);
      return plainResponse(body, 200, headers);
    }),
    route(getCourse, async (_c, { params, query }) => {
      const id = uuidParam(params.courseId);
      return (id && (await catalogue.detail(id, query.lang))) || programNotFound();
    }),
    route(enrollOperation, async (c, { params, body }) => {
      const id = uuidParam(params.courseId);
      const program = id ? await catalogue.byId(id) : undefined;
      if (!program) programNotFound();
      const enrollmentId = await enroll(c.var.db, c.var.user.id, program.id, body.payment_method ?? null);
      if (!enrollmentId) fail("already_enrolled", "You are already enrolled in this course.");
      return { enrollment: (await enrollmentById(c.var.db, enrollmentId)) ?? notEnrolled() };
    }),
    route(courseModules, async (c, { params, query }) => {
      const id = uuidParam(params.courseId);
      if (!id || !(await enrollmentOf(c.var.db, c.var.user.id, id))) notEnrolled();
      c.header("Cache-Control", "private, no-cache");
      const quizzes = await modulesWithQuiz(c.var.db, id);
      return { modules: (await modulesOf(c.var.db, id)).map((m, i) => ({ ...moduleJson(m, i, query.lang), has_quiz: quizzes.has(m.id) })) };
    }),
    route(updateProgress, async (c, { params, body }) => {
      const id = uuidParam(params.courseId);
      const [program] = id ? await c.var.db.select({ id: programs.id }).from(programs).where(eq(programs.id, id)) : [];
      if (!program) fail("not_found", "No course has this id.");
      const { module_id, completed } = body;
      const modules = await modulesOf(c.var.db, program.id);
      const module = typeof module_id === "number" ? modules[module_id - 1] : modules.find((m) => m.id === module_id.toLowerCase());
      if (!module) {
        fail("validation_error", "Invalid request body.", {
          module_id: modules.length
            ? `module_id must be the id of one of this course's modules (or a number from 1 to ${modules.length})`
            : "This course has no modules yet.",
        });
      }
      // A module with a quiz is done when its quiz is passed (passing marks it); not by a tick.
      const enrolled = completed ? await enrollmentOf(c.var.db, c.var.user.id, program.id) : undefined;
      if (enrolled && (await quizGate(c.var.db, enrolled.id, module.id)) === "not_passed") {
        fail("quiz_not_passed", "This module is completed by passing its quiz.");
      }
      const enrollmentId = await markModule(c.var.db, { userId: c.var.user.id, programId: program.id, moduleId: module.id, completed });
      if (!enrollmentId) notEnrolled();
      return { enrollment: (await enrollmentById(c.var.db, enrollmentId)) ?? notEnrolled() };
    }),
  ];
}
