import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOperations } from "#contracts/api";
import { programAuditEvents, quizAttempts } from "../../server/db/schema";
import { signedInUser, signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from "./test-app";
import { enrollTwoFactor, viaApp } from "./two-factor";

// Module quizzes (issue 28, server/quizzes/): staff authoring and import, the learner's attempts
// scored once by the server, the time limit, completion only by a pass, the certificate's score,
// and no answer in any response before the attempt is submitted.

const ADMIN = "quiz-staff@cortexa.test";
// Marks that exist only in answers and explanations: none may show in a learner's response before submitting.
const SECRET_EXPLANATION = "EXPLANATION-7f3c1a";
const SECRET_NUMBER = 271828.5;

let ipCounter = 0;

describe.each(databaseKinds)("module quizzes on %s", (kind) => {
  let t: TestApp;
  let staff: string;

  function request(method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
    return t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1${path}`, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          "x-forwarded-for": `198.51.100.${(++ipCounter % 250) + 1}`,
          ...(body !== undefined && { "content-type": "application/json" }),
          ...(cookie && { cookie }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }
  async function json(res: Response | Promise<Response>, status: number) {
    const r = await res;
    const body = r.headers.get("content-type")?.includes("json") ? await r.json() : undefined;
    expect(r.status, JSON.stringify(body)).toBe(status);
    return body;
  }

  /** A program with two modules; the second gets a quiz of the four kinds (pass mark 75 %). */
  async function newCourse(title: string, settings: Record<string, unknown> = {}) {
    const { program } = await json(
      request("POST", "/admin/programs", {
        cookie: staff,
        body: { title, description: "A program for quiz tests.", category: "nlp", level: "advanced", duration: "4 weeks", price: 9999, features: ["One"], is_active: true },
      }),
      201,
    );
    const modules: string[] = [];
    for (const n of [1, 2]) {
      const { module } = await json(request("POST", `/admin/programs/${program.id}/modules`, { cookie: staff, body: { title: `Module ${n}`, summary: `Module ${n}.`, duration_minutes: 20 } }), 201);
      modules.push(module.id);
    }
    const base = `/admin/programs/${program.id}/modules/${modules[1]}/quiz`;
    await json(
      request("PUT", base, {
        cookie: staff,
        body: { pass_mark: 75, attempts_allowed: 3, time_limit_minutes: null, draw_count: null, shuffle_options: true, show_answers: "after_pass", ...settings },
      }),
      200,
    );
    const questions = [
      { kind: "single", prompt: "Pick the F1 score", options: [{ text: "Accuracy", correct: false }, { text: "F1 score", correct: true }, { text: "Recall", correct: false }], explanation: SECRET_EXPLANATION },
      { kind: "multiple", prompt: "Pick the supervised tasks", options: [{ text: "Classification", correct: true }, { text: "Regression", correct: true }, { text: "Clustering", correct: false }] },
      { kind: "true_false", prompt: "LLMs predict the next token", correct_boolean: true },
      { kind: "numeric", prompt: "Type the secret number", numeric_answer: SECRET_NUMBER, tolerance: 0.5 },
    ];
    const bank = [];
    for (const q of questions) bank.push((await json(request("POST", `${base}/questions`, { cookie: staff, body: q }), 201)).question);
    return { id: program.id as string, modules, base, bank };
  }

  /** Right answers to every question of an attempt (from staff's bank), or wrong ones. */
  function answersFor(attempt: { questions: { id: string; kind: string; options: { id: string; text: string }[] }[] }, bank: { id: string; options: { id: string; correct: boolean }[] }[], right: boolean) {
    return attempt.questions.map((q) => {
      if (q.kind === "numeric") return { question_id: q.id, value: right ? SECRET_NUMBER + 0.25 : 1 };
      if (q.kind === "true_false") return { question_id: q.id, option_ids: [right ? "true" : "false"] };
      const staffQ = bank.find((b) => b.id === q.id)!;
      return { question_id: q.id, option_ids: staffQ.options.filter((o) => o.correct === right).map((o) => o.id).slice(0, right ? 3 : 1) };
    });
  }

  async function learner(email: string, courseId: string) {
    const { cookie } = await signedInUser(t, email);
    await json(request("POST", `/courses/${courseId}/enroll`, { cookie, body: {} }), 201);
    return cookie;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, adminEmails: [ADMIN] });
    const cookie = await signUpConfirmed(t, ADMIN);
    staff = (await enrollTwoFactor(viaApp(t.app), cookie, TEST_PASSWORD)).cookie;
  });
  afterAll(() => t.close());

  it("completes a quiz module only by a pass; a failed attempt, a retry, then the certificate states the score", async () => {
    const course = await newCourse("Quiz Journey");
    const cookie = await learner("journey@example.com", course.id);
    const quizPath = `/courses/${course.id}/modules/${course.modules[1]}/quiz`;

    const { modules } = await json(request("GET", `/courses/${course.id}/modules`, { cookie }), 200);
    expect(modules.map((m: { has_quiz: boolean }) => m.has_quiz)).toEqual([false, true]);
    await json(request("POST", `/courses/${course.id}/progress`, { cookie, body: { module_id: course.modules[0], completed: true } }), 200);
    const refused = await json(request("POST", `/courses/${course.id}/progress`, { cookie, body: { module_id: course.modules[1], completed: true } }), 409);
    expect(refused.error).toEqual({ code: "quiz_not_passed", message: "This module is completed by passing its quiz." });

    const first = (await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt;
    expect(first).toMatchObject({ number: 1, status: "in_progress", deadline: null, score: null, feedback: null });
    expect(first.questions).toHaveLength(4);
    // Starting again while one is in progress gives the same attempt (a reload, another tab).
    expect((await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt.id).toBe(first.id);

    const failed = (await json(request("POST", `${quizPath}/attempts/${first.id}/submit`, { cookie, body: { answers: answersFor(first, course.bank, false) } }), 200)).attempt;
    expect(failed).toMatchObject({ status: "submitted", score: 0, passed: false, feedback: null });
    const again = await json(request("POST", `${quizPath}/attempts/${first.id}/submit`, { cookie, body: { answers: answersFor(first, course.bank, true) } }), 409);
    expect(again.error.code).toBe("attempt_submitted");

    const second = (await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt;
    expect(second.number).toBe(2);
    // Three of four right: exactly the pass mark of 75 %.
    const answers = answersFor(second, course.bank, true);
    const numeric = answers.find((a) => "value" in a)!;
    (numeric as { value: number }).value = 0;
    const passed = (await json(request("POST", `${quizPath}/attempts/${second.id}/submit`, { cookie, body: { answers } }), 200)).attempt;
    expect(passed).toMatchObject({ score: 75, passed: true });
    // "after_pass": the feedback of a passed attempt, with the explanation.
    expect(passed.feedback).toHaveLength(4);
    expect(passed.feedback.find((f: { explanation: string | null }) => f.explanation === SECRET_EXPLANATION)).toMatchObject({ correct: true });

    const { quiz } = await json(request("GET", quizPath, { cookie }), 200);
    expect(quiz).toMatchObject({ passed: true, best_score: 75, attempts_allowed: 3, question_count: 4 });
    expect(quiz.attempts.map((a: { number: number; score: number }) => [a.number, a.score])).toEqual([[2, 75], [1, 0]]);

    const { enrollments } = await json(request("GET", "/me/enrollments", { cookie }), 200);
    expect(enrollments[0]).toMatchObject({ status: "completed", progress: 100 });
    // The data export lists the attempts with the answers given, never the right ones.
    const exported = await (await request("GET", "/me/export", { cookie })).text();
    expect(JSON.parse(exported).quiz_attempts.map((x: { number: number; score: number }) => [x.number, x.score])).toEqual([[2, 75], [1, 0]]);
    expect(exported).not.toContain(SECRET_EXPLANATION);
    expect(exported).not.toMatch(/"right_answer"|"correct"/);
    const { certificates } = await json(request("GET", "/me/certificates", { cookie }), 200);
    expect(certificates).toHaveLength(1);
    expect(certificates[0].score).toBe(75);
    const check = await json(request("GET", `/certificates/${certificates[0].code}`), 200);
    expect(check).toMatchObject({ status: "valid", score: 75 });

    // The third attempt is the last; a fourth is refused.
    const third = (await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt;
    await json(request("POST", `${quizPath}/attempts/${third.id}/submit`, { cookie, body: { answers: [] } }), 200);
    expect((await json(request("POST", `${quizPath}/attempts`, { cookie }), 409)).error.code).toBe("no_attempts_left");
  });

  it("scores an attempt once when 20 submissions of it arrive at once", async () => {
    const course = await newCourse("Quiz Race");
    const cookie = await learner("race@example.com", course.id);
    const quizPath = `/courses/${course.id}/modules/${course.modules[1]}/quiz`;
    const attempt = (await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt;
    const body = { answers: answersFor(attempt, course.bank, true) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => request("POST", `${quizPath}/attempts/${attempt.id}/submit`, { cookie, body })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409)) expect((await r.json()).error.code).toBe("attempt_submitted");
    const rows = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 100, passed: true });
    const { certificates } = await json(request("GET", "/me/certificates", { cookie }), 200);
    // Module 1 is not done yet: no certificate, but the quiz module is.
    expect(certificates).toEqual([]);
    const { enrollments } = await json(request("GET", "/me/enrollments", { cookie }), 200);
    expect(enrollments[0].completed_modules).toEqual([course.modules[1]]);
  });

  it("starts one attempt when 20 starts arrive at once", async () => {
    const course = await newCourse("Quiz Start Race", { attempts_allowed: 1 });
    const cookie = await learner("start-race@example.com", course.id);
    const quizPath = `/courses/${course.id}/modules/${course.modules[1]}/quiz`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => request("POST", `${quizPath}/attempts`, { cookie })));
    const ids = new Set<string>();
    for (const r of answers) ids.add((await json(r, 201)).attempt.id);
    expect(ids.size).toBe(1);
  });

  it("refuses a submission after the time limit with a clear message, and counts it as 0", async () => {
    const course = await newCourse("Quiz Clock", { time_limit_minutes: 5, show_answers: "never" });
    const cookie = await learner("clock@example.com", course.id);
    const quizPath = `/courses/${course.id}/modules/${course.modules[1]}/quiz`;
    const attempt = (await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt;
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.started_at).getTime()).toBe(5 * 60_000);
    // The deadline passed a minute ago (the clock is the server's: move the attempt back).
    const deadline = new Date(Date.now() - 60_000);
    await t.database.db.update(quizAttempts).set({ deadline, startedAt: new Date(deadline.getTime() - 5 * 60_000) }).where(eq(quizAttempts.id, attempt.id));
    const late = await json(request("POST", `${quizPath}/attempts/${attempt.id}/submit`, { cookie, body: { answers: answersFor(attempt, course.bank, true) } }), 409);
    expect(late.error).toEqual({
      code: "quiz_time_over",
      message: `The time limit ran out at ${deadline.toISOString().slice(11, 16)} UTC, so this attempt was not scored and counts as 0.`,
    });
    const { quiz } = await json(request("GET", quizPath, { cookie }), 200);
    expect(quiz.attempts[0]).toMatchObject({ status: "timed_out", score: 0, passed: false });
    expect(quiz.passed).toBe(false);
    // A new attempt can start (3 allowed), and it is a fresh one.
    expect((await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt.number).toBe(2);
  });

  it("sends no question's answer in any response before that attempt is submitted", async () => {
    const course = await newCourse("Quiz Secrets", { show_answers: "after_last_attempt", attempts_allowed: 1 });
    const { cookie, id: userId } = await signedInUser(t, "secrets@example.com");
    await json(request("POST", `/courses/${course.id}/enroll`, { cookie, body: {} }), 201);
    const quizPath = `/courses/${course.id}/modules/${course.modules[1]}/quiz`;
    const attempt = (await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt;
    const rightOptionIds = course.bank.flatMap((q: { options: { id: string; correct: boolean }[] }) => q.options.filter((o) => o.correct).map((o) => o.id));

    // Every GET a learner may call (staff's are refused to them), with this course, module and attempt.
    const values: Record<string, string> = { courseId: course.id, moduleId: course.modules[1], attemptId: attempt.id, userId, code: "AAAA-BBBB-CCCC", registrationId: attempt.id, sessionId: attempt.id, file: "swagger-ui.css" };
    const bodies: string[] = [];
    for (const op of apiOperations.filter((o) => o.method === "get")) {
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? name);
      const res = await request("GET", path, { cookie });
      bodies.push(`${op.path} ${res.status} ${await res.text()}`);
    }
    // And the answers of the writes a learner makes on the way.
    bodies.push(JSON.stringify(attempt));
    bodies.push(await (await request("POST", `${quizPath}/attempts`, { cookie })).text());
    bodies.push(await (await request("POST", `/courses/${course.id}/progress`, { cookie, body: { module_id: course.modules[1], completed: true } })).text());
    expect(bodies.length).toBeGreaterThan(20);
    // The learner's quiz reads answered (so their bodies were looked at), and staff's were refused.
    for (const path of ["/courses/{courseId}/modules", "/courses/{courseId}/modules/{moduleId}/quiz", "/courses/{courseId}/modules/{moduleId}/quiz/attempts/{attemptId}", "/me/export"]) {
      expect(bodies.some((b) => b.startsWith(`${path} 200 `)), path).toBe(true);
    }
    expect(bodies.some((b) => b.startsWith("/admin/programs/{programId}/modules/{moduleId}/quiz 403 "))).toBe(true);
    for (const text of bodies) {
      const where = text.slice(0, 80);
      expect(text.includes(SECRET_EXPLANATION), where).toBe(false);
      expect(text.includes(String(SECRET_NUMBER)), where).toBe(false);
      // The API's own description names these fields; no answer carries them.
      if (!/^\/(openapi\.json|docs)/.test(text)) expect(/"correct(_boolean)?"|"right_answer"|"numeric_answer"|"explanation"/.test(text), where).toBe(false);
    }
    // The attempt's answer is there: the test would see it if it leaked.
    expect(attempt.questions.some((q: { options: { id: string }[] }) => q.options.some((o) => rightOptionIds.includes(o.id)))).toBe(true);

    // After submitting its last attempt (the setting), the feedback shows the answers.
    const done = (await json(request("POST", `${quizPath}/attempts/${attempt.id}/submit`, { cookie, body: { answers: [] } }), 200)).attempt;
    expect(JSON.stringify(done)).toContain(SECRET_EXPLANATION);
    expect(JSON.stringify(done)).toContain(String(SECRET_NUMBER));
  });

  it("lets staff import GIFT and CSV with a report, audits every change, and shows per-question statistics", async () => {
    const course = await newCourse("Quiz Authoring");
    const gift = readFileSync(new URL("../fixtures/moodle-export.gift", import.meta.url), "utf8");
    const report = await json(request("POST", `${course.base}/import`, { cookie: staff, body: { format: "gift", text: gift } }), 200);
    expect(report.imported).toBe(10);
    expect(report.rejected.map((r: { reason: string }) => r.reason)).toContain("Matching questions are not supported");
    const csv = await json(
      request("POST", `${course.base}/import`, { cookie: staff, body: { format: "csv", text: "kind,question,options,correct,tolerance,explanation\nsingle,Q?,a|b,1,,\nessay,E?,,,,\n" } }),
      200,
    );
    expect(csv).toEqual({ imported: 1, rejected: [{ line: 3, reason: 'Unknown kind "essay" (use single, multiple, true_false or numeric)' }] });
    const { quiz } = await json(request("GET", course.base, { cookie: staff }), 200);
    expect(quiz.questions).toHaveLength(15);

    // A learner who gets the single-choice question wrong, twice: nobody gets it right.
    const cookie = await learner("stats@example.com", course.id);
    await json(request("PUT", course.base, { cookie: staff, body: { pass_mark: 75, attempts_allowed: 3, time_limit_minutes: null, draw_count: null, shuffle_options: false, show_answers: "never" } }), 200);
    const quizPath = `/courses/${course.id}/modules/${course.modules[1]}/quiz`;
    for (let i = 0; i < 2; i++) {
      const attempt = (await json(request("POST", `${quizPath}/attempts`, { cookie }), 201)).attempt;
      const answers = answersFor(attempt, quiz.questions, true).map((a) => (a.question_id === course.bank[0].id ? { question_id: a.question_id, option_ids: [course.bank[0].options[0].id] } : a));
      await json(request("POST", `${quizPath}/attempts/${attempt.id}/submit`, { cookie, body: { answers } }), 200);
    }
    const { questions } = await json(request("GET", `${course.base}/stats`, { cookie: staff }), 200);
    expect(questions.find((q: { question_id: string }) => q.question_id === course.bank[0].id)).toEqual({
      question_id: course.bank[0].id,
      prompt: "Pick the F1 score",
      kind: "single",
      attempts: 2,
      correct_share: 0,
      most_chosen_wrong: "Accuracy",
      nobody_right: true,
    });
    expect(questions.find((q: { question_id: string }) => q.question_id === course.bank[2].id)).toMatchObject({ attempts: 2, correct_share: 1, nobody_right: false });

    // Edit and remove a question; each change is in the program's history.
    await json(request("PUT", `${course.base}/questions/${course.bank[2].id}`, { cookie: staff, body: { kind: "true_false", prompt: "LLMs predict the next token", correct_boolean: false } }), 200);
    await json(request("DELETE", `${course.base}/questions/${course.bank[3].id}`, { cookie: staff }), 204);
    const actions = await t.database.db.select({ action: programAuditEvents.action }).from(programAuditEvents).where(and(eq(programAuditEvents.programId, course.id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["quiz_saved", "question_added", "questions_imported", "question_updated", "question_removed"]));
    const { events } = await json(request("GET", `/admin/programs/${course.id}/history`, { cookie: staff }), 200);
    expect(events[0]).toMatchObject({ action: "question_removed", subject: "Module 2", changes: { prompt: { from: "Type the secret number", to: null } } });

    // Bad input: the form's messages, 400.
    const bad = await json(request("POST", `${course.base}/questions`, { cookie: staff, body: { kind: "single", prompt: "No right option", options: [{ text: "a", correct: false }, { text: "b", correct: false }] } }), 400);
    expect(bad.error.fields).toEqual({ options: "Mark exactly one option correct" });
    // A learner is not staff.
    await json(request("GET", course.base, { cookie }), 403);
    // Removing the quiz makes the module an ordinary one again.
    await json(request("DELETE", course.base, { cookie: staff }), 204);
    await json(request("GET", quizPath, { cookie }), 404);
  });
});
