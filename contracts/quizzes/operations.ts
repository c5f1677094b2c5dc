import { defineOperation, STAFF_READ, STAFF_WRITE } from "../operation";
import { apiRateRules } from "../rate-limits";
import {
  attemptResponseSchema,
  importReportSchema,
  learnerQuizResponseSchema,
  questionInputSchema,
  quizImportSchema,
  quizSettingsSchema,
  quizStatsSchema,
  staffQuestionResponseSchema,
  staffQuizResponseSchema,
  submitAnswersSchema,
} from "../quizzes";
import { sampleAttempt, sampleLearnerQuiz, sampleQuestionInput, sampleQuizSettings, sampleStaffQuestion } from "../api-examples";

// Module quizzes (issue 28): the learner's endpoints below a course they are enrolled in, and
// staff's authoring below the program editor's module.

const moduleParams = { courseId: "The course's `id` (a UUID).", moduleId: "The module's `id` (a UUID)." };
const attemptParams = { ...moduleParams, attemptId: "The attempt's `id` (a UUID)." };
const staffModule = { programId: "The program's `id` (a UUID).", moduleId: "The module's `id` (a UUID)." };
const staffQuestion = { ...staffModule, questionId: "The question's `id` (a UUID)." };
const QUIZ_INVALID = "Please correct the highlighted fields.";

export const getModuleQuiz = defineOperation({
  id: "get-module-quiz",
  method: "get",
  path: "/courses/{courseId}/modules/{moduleId}/quiz",
  tag: "Quizzes",
  summary: "A module's quiz: its rules and your attempts with their scores",
  description:
    "The quiz of a module of a course you are enrolled in: pass mark, attempts allowed, time limit, questions per attempt, and your attempts (newest first). No question and no answer here. 404 `not_found` when the module has no quiz.",
  auth: "user",
  params: moduleParams,
  response: { status: 200, description: "The quiz and your attempts", schema: learnerQuizResponseSchema, example: { quiz: sampleLearnerQuiz } },
  errors: ["unauthorized", "not_found", "not_enrolled"],
  rateLimit: apiRateRules.courseWrites,
});

export const startQuizAttempt = defineOperation({
  id: "start-quiz-attempt",
  method: "post",
  path: "/courses/{courseId}/modules/{moduleId}/quiz/attempts",
  tag: "Quizzes",
  summary: "Start an attempt (or get the one in progress): its questions, without answers",
  description:
    "Draws the attempt's questions from the module's bank (the quiz's number, at random, options shuffled when it says so) and answers them without their answers. With a time limit, `deadline` says when the server stops taking the submission. An attempt already in progress is answered again instead of a new one. 409 `no_attempts_left` when every allowed attempt is used. No body.",
  auth: "user",
  params: moduleParams,
  response: { status: 201, description: "The attempt", schema: attemptResponseSchema, example: { attempt: sampleAttempt } },
  errors: ["unauthorized", "invalid_origin", "not_found", "not_enrolled", "quiz_empty", "no_attempts_left"],
  rateLimit: apiRateRules.courseWrites,
});

export const getQuizAttempt = defineOperation({
  id: "get-quiz-attempt",
  method: "get",
  path: "/courses/{courseId}/modules/{moduleId}/quiz/attempts/{attemptId}",
  tag: "Quizzes",
  summary: "One of your attempts: its questions, and once submitted its score (and feedback when the quiz shows it)",
  auth: "user",
  params: attemptParams,
  response: { status: 200, description: "The attempt", schema: attemptResponseSchema, example: { attempt: sampleAttempt } },
  errors: ["unauthorized", "not_found"],
  rateLimit: apiRateRules.courseWrites,
});

export const submitQuizAttempt = defineOperation({
  id: "submit-quiz-attempt",
  method: "post",
  path: "/courses/{courseId}/modules/{moduleId}/quiz/attempts/{attemptId}/submit",
  tag: "Quizzes",
  summary: "Submit your answers: the server scores the attempt (once)",
  description:
    "Each answer names a question of the attempt: `option_ids` for choice and true/false questions (`true` or `false`), `value` for numeric ones; a question left out counts as wrong. A score at or above the pass mark completes the module. An attempt is scored once (409 `attempt_submitted` afterwards); after its deadline it is refused with 409 `quiz_time_over` and counts as 0.",
  auth: "user",
  params: attemptParams,
  body: { schema: submitAnswersSchema, example: { answers: [{ question_id: sampleAttempt.questions[0].id, option_ids: ["3f9a1c2b"] }] } },
  response: { status: 200, description: "The scored attempt", schema: attemptResponseSchema, example: { attempt: { ...sampleAttempt, status: "submitted", submitted_at: "2026-11-25T10:12:00.000Z", score: 100, passed: true } } },
  errors: ["validation_error", "invalid_json", "unauthorized", "invalid_origin", "not_found", "attempt_submitted", "quiz_time_over"],
  invalidMessage: "Send your answers as a list.",
  rateLimit: apiRateRules.courseWrites,
});

// ---- staff -------------------------------------------------------------------------------------

export const adminGetQuiz = defineOperation({
  id: "admin-get-quiz",
  method: "get",
  path: "/admin/programs/{programId}/modules/{moduleId}/quiz",
  tag: "Staff",
  summary: "A module's quiz with its question bank and answers (null: no quiz)",
  auth: "admin",
  params: staffModule,
  response: { status: 200, description: "The quiz", schema: staffQuizResponseSchema, example: { quiz: { ...sampleQuizSettings, questions: [sampleStaffQuestion] } } },
  errors: [...STAFF_READ, "not_found"],
});

export const adminSaveQuiz = defineOperation({
  id: "admin-save-quiz",
  method: "put",
  path: "/admin/programs/{programId}/modules/{moduleId}/quiz",
  tag: "Staff",
  summary: "Give a module a quiz, or change its settings",
  auth: "admin",
  params: staffModule,
  body: { schema: quizSettingsSchema, example: sampleQuizSettings },
  response: { status: 200, description: "The quiz as saved", schema: staffQuizResponseSchema, example: { quiz: { ...sampleQuizSettings, questions: [] } } },
  errors: [...STAFF_WRITE, "not_found"],
  invalidMessage: QUIZ_INVALID,
});

export const adminRemoveQuiz = defineOperation({
  id: "admin-remove-quiz",
  method: "delete",
  path: "/admin/programs/{programId}/modules/{moduleId}/quiz",
  tag: "Staff",
  summary: "Remove a module's quiz with its questions and attempts",
  auth: "admin",
  params: staffModule,
  response: { status: 204, description: "Removed" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "two_factor_required", "not_found"],
});

export const adminAddQuestion = defineOperation({
  id: "admin-add-question",
  method: "post",
  path: "/admin/programs/{programId}/modules/{moduleId}/quiz/questions",
  tag: "Staff",
  summary: "Add a question to a module's quiz",
  auth: "admin",
  params: staffModule,
  body: { schema: questionInputSchema, example: sampleQuestionInput },
  response: { status: 201, description: "Added", schema: staffQuestionResponseSchema, example: { question: sampleStaffQuestion } },
  errors: [...STAFF_WRITE, "not_found", "no_quiz"],
  invalidMessage: QUIZ_INVALID,
});

export const adminUpdateQuestion = defineOperation({
  id: "admin-update-question",
  method: "put",
  path: "/admin/programs/{programId}/modules/{moduleId}/quiz/questions/{questionId}",
  tag: "Staff",
  summary: "Replace a question (attempts in progress keep the version they drew)",
  auth: "admin",
  params: staffQuestion,
  body: { schema: questionInputSchema, example: sampleQuestionInput },
  response: { status: 200, description: "The question as saved", schema: staffQuestionResponseSchema, example: { question: sampleStaffQuestion } },
  errors: [...STAFF_WRITE, "not_found"],
  invalidMessage: QUIZ_INVALID,
});

export const adminRemoveQuestion = defineOperation({
  id: "admin-remove-question",
  method: "delete",
  path: "/admin/programs/{programId}/modules/{moduleId}/quiz/questions/{questionId}",
  tag: "Staff",
  summary: "Remove a question from the bank",
  auth: "admin",
  params: staffQuestion,
  response: { status: 204, description: "Removed" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "two_factor_required", "not_found"],
});

export const adminImportQuestions = defineOperation({
  id: "admin-import-questions",
  method: "post",
  path: "/admin/programs/{programId}/modules/{moduleId}/quiz/import",
  tag: "Staff",
  summary: "Import questions from Moodle's GIFT format or CSV, with a report of the rejected ones",
  description:
    "GIFT: single and multiple choice (`=`/`~`, `~%50%` weights), true/false (`{T}`, `{FALSE}`), numeric (`{#3.14:0.01}`, `{#1..2}`), feedback after `#` and general feedback after `####` (the explanation). Other kinds (short answer, matching, essay, description) are rejected with the line. CSV: a header `kind,question,options,correct,tolerance,explanation`; options separated by `|`, correct as option numbers from 1 (`1|3`), `true`/`false`, or the number. The questions that parse are added; the rest are listed with their line and why.",
  auth: "admin",
  params: staffModule,
  body: { schema: quizImportSchema, example: { format: "gift", text: "::Q1:: 2 + 2 is {=4 ~3 ~5}" } },
  response: { status: 200, description: "What was imported and what was rejected", schema: importReportSchema, example: { imported: 1, rejected: [{ line: 3, reason: "Matching questions are not supported" }] } },
  errors: [...STAFF_WRITE, "not_found", "no_quiz"],
  invalidMessage: QUIZ_INVALID,
});

export const adminQuizStats = defineOperation({
  id: "admin-quiz-stats",
  method: "get",
  path: "/admin/programs/{programId}/modules/{moduleId}/quiz/stats",
  tag: "Staff",
  summary: "Per question of a module's quiz: attempts, share right, the most chosen wrong answer",
  auth: "admin",
  params: staffModule,
  response: {
    status: 200,
    description: "The statistics",
    schema: quizStatsSchema,
    example: { questions: [{ question_id: sampleStaffQuestion.id, prompt: sampleStaffQuestion.prompt, kind: "single", attempts: 12, correct_share: 0.75, most_chosen_wrong: "Recall", nobody_right: false }] },
  },
  errors: [...STAFF_READ, "not_found"],
});
