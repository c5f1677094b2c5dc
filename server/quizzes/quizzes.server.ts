import type { Context } from "hono";
import {
  adminAddQuestion,
  adminGetQuiz,
  adminImportQuestions,
  adminQuizStats,
  adminRemoveQuestion,
  adminRemoveQuiz,
  adminSaveQuiz,
  adminUpdateQuestion,
  getModuleQuiz,
  getQuizAttempt,
  startQuizAttempt,
  submitQuizAttempt,
} from "#contracts/quizzes/operations";
import type { UserEnv } from "../context.server";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import { addQuestion, importQuestions, quizStats, removeQuestion, removeQuiz, saveQuizSettings, staffQuiz, updateQuestion } from "./quiz-authoring.server";
import { learnerAttempt, learnerQuiz, startAttempt, submitAttempt } from "./quiz-attempts.server";
import { parseCsv, parseGift } from "./quiz-import";

// Module quizzes: the learner's endpoints below an enrolled course's module, and staff's authoring
// below the program editor's module (docs/decisions/021-assessments.md).

function noQuiz(): never {
  fail("not_found", "This module has no quiz.");
}
function attemptNotFound(): never {
  fail("not_found", "You have no attempt with this id at this quiz.");
}
function moduleNotFound(): never {
  fail("not_found", "This program has no module with this id.");
}
function quizFirst(): never {
  fail("no_quiz", "This module has no quiz yet: save the quiz's settings first.");
}

const timeOf = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;

/** The learner's scope from the path: their user, the course and the module (else 404). */
function learnerScope(c: Context<UserEnv>, params: { courseId: string; moduleId: string }) {
  const programId = uuidParam(params.courseId);
  const moduleId = uuidParam(params.moduleId);
  if (!programId || !moduleId) noQuiz();
  c.header("Cache-Control", "private, no-store");
  return { userId: c.var.user.id, programId, moduleId };
}

export function quizRoutes() {
  return [
    route(getModuleQuiz, async (c, { params }) => {
      const quiz = await learnerQuiz(c.var.db, learnerScope(c, params));
      if (quiz === "not_enrolled") fail("not_enrolled", "You are not enrolled in this course.");
      if (quiz === "no_quiz") noQuiz();
      return { quiz };
    }),
    route(startQuizAttempt, async (c, { params }) => {
      const attempt = await startAttempt(c.var.db, learnerScope(c, params));
      if (attempt === "not_enrolled") fail("not_enrolled", "You are not enrolled in this course.");
      if (attempt === "no_quiz") noQuiz();
      if (attempt === "quiz_empty") fail("quiz_empty", "This quiz has no questions yet. Please try again later.");
      if (attempt === "no_attempts_left") fail("no_attempts_left", "You have used every attempt this quiz allows.");
      return { attempt };
    }),
    route(getQuizAttempt, async (c, { params }) => {
      const attemptId = uuidParam(params.attemptId) ?? attemptNotFound();
      return { attempt: (await learnerAttempt(c.var.db, learnerScope(c, params), attemptId)) ?? attemptNotFound() };
    }),
    route(submitQuizAttempt, async (c, { params, body }) => {
      const attemptId = uuidParam(params.attemptId) ?? attemptNotFound();
      const result = await submitAttempt(c.var.db, learnerScope(c, params), attemptId, body);
      if (result === "not_found") attemptNotFound();
      if (result === "already_submitted") fail("attempt_submitted", "This attempt has already been submitted and scored.");
      if ("late" in result) {
        fail("quiz_time_over", `The time limit ran out at ${timeOf(result.late)}, so this attempt was not scored and counts as 0.`);
      }
      return { attempt: result };
    }),
  ];
}

/** Staff's ids from the path (else 404). */
function staffScope(params: { programId: string; moduleId: string }) {
  const programId = uuidParam(params.programId);
  const moduleId = uuidParam(params.moduleId);
  if (!programId || !moduleId) moduleNotFound();
  return { programId, moduleId };
}

export function quizAdminRoutes() {
  const actor = (c: Context<UserEnv>) => ({ id: c.var.user.id, email: c.var.user.email });
  return [
    route(adminGetQuiz, async (c, { params }) => {
      const { programId, moduleId } = staffScope(params);
      const quiz = await staffQuiz(c.var.db, programId, moduleId);
      return { quiz: quiz === undefined ? moduleNotFound() : quiz };
    }),
    route(adminSaveQuiz, async (c, { params, body }) => {
      const { programId, moduleId } = staffScope(params);
      return { quiz: (await saveQuizSettings(c.var.db, programId, moduleId, body, actor(c))) ?? moduleNotFound() };
    }),
    route(adminRemoveQuiz, async (c, { params }) => {
      const { programId, moduleId } = staffScope(params);
      if (!(await removeQuiz(c.var.db, programId, moduleId, actor(c)))) noQuiz();
      return c.body(null, 204);
    }),
    route(adminAddQuestion, async (c, { params, body }) => {
      const { programId, moduleId } = staffScope(params);
      const question = await addQuestion(c.var.db, programId, moduleId, body, actor(c));
      if (question === "no_quiz") quizFirst();
      return { question: question ?? moduleNotFound() };
    }),
    route(adminUpdateQuestion, async (c, { params, body }) => {
      const { programId, moduleId } = staffScope(params);
      const questionId = uuidParam(params.questionId) ?? fail("not_found", "This quiz has no question with this id.");
      const question = await updateQuestion(c.var.db, programId, moduleId, questionId, body, actor(c));
      return { question: question ?? fail("not_found", "This quiz has no question with this id.") };
    }),
    route(adminRemoveQuestion, async (c, { params }) => {
      const { programId, moduleId } = staffScope(params);
      const questionId = uuidParam(params.questionId);
      if (!questionId || !(await removeQuestion(c.var.db, programId, moduleId, questionId, actor(c)))) {
        fail("not_found", "This quiz has no question with this id.");
      }
      return c.body(null, 204);
    }),
    route(adminImportQuestions, async (c, { params, body }) => {
      const { programId, moduleId } = staffScope(params);
      const parsed = body.format === "gift" ? parseGift(body.text) : parseCsv(body.text);
      const report = await importQuestions(c.var.db, programId, moduleId, parsed, actor(c));
      if (report === "no_quiz") quizFirst();
      return report ?? moduleNotFound();
    }),
    route(adminQuizStats, async (c, { params }) => {
      const { programId, moduleId } = staffScope(params);
      return { questions: (await quizStats(c.var.db, programId, moduleId)) ?? moduleNotFound() };
    }),
  ];
}
