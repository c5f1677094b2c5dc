import { randomInt } from "node:crypto";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Attempt, AttemptStatus, AttemptSummary, LearnerQuiz, SubmitAnswers } from "#contracts/quizzes";
import type { Database } from "../db/client.server";
import { enrollments, moduleQuizzes, programModules, quizAttempts } from "../db/schema";
import { lockEnrollment, setModuleDone } from "../enrollments/enrollments.server";
import { quizBank } from "./quiz-authoring.server";
import { drawAttempt, scoreAttempt, seededRandom, withoutAnswer, type BankQuestion } from "./quiz-logic";

// A learner's attempts at a module's quiz: start (the server draws and stores the questions and
// their option order, and sends them without answers), submit (the server scores, once, and a
// pass completes the module), and the list with the scores. The clock is this server's.

type AttemptRow = typeof quizAttempts.$inferSelect;
type QuizRow = typeof moduleQuizzes.$inferSelect;

/**
 * A submission that arrives this long after the deadline is still taken: the answer was sent in
 * time but the network or a busy server delayed it. Longer than that is late.
 */
export const DEADLINE_GRACE_MS = 10_000;

function statusOf(a: AttemptRow, now: Date): AttemptStatus {
  if (a.submittedAt) return "submitted";
  if (a.timedOutAt || (a.deadline && now.getTime() > a.deadline.getTime() + DEADLINE_GRACE_MS)) return "timed_out";
  return "in_progress";
}

function summaryOf(a: AttemptRow, now: Date): AttemptSummary {
  const status = statusOf(a, now);
  return {
    id: a.id,
    number: a.number,
    status,
    started_at: a.startedAt.toISOString(),
    deadline: a.deadline?.toISOString() ?? null,
    submitted_at: a.submittedAt?.toISOString() ?? null,
    // An attempt whose time ran out counts as 0, and as a failure.
    score: status === "timed_out" ? 0 : a.score,
    passed: status === "timed_out" ? false : a.passed,
  };
}

/** Whether the quiz's setting lets the learner see answers of this attempt now. */
function answersShown(quiz: QuizRow, attempt: AttemptRow, attemptsUsed: number): boolean {
  if (!attempt.submittedAt) return false;
  if (quiz.showAnswers === "after_pass") return attempt.passed === true;
  if (quiz.showAnswers === "after_last_attempt") return attemptsUsed >= quiz.attemptsAllowed;
  return false;
}

function attemptJson(quiz: QuizRow, a: AttemptRow, attemptsUsed: number, now: Date): Attempt {
  return {
    ...summaryOf(a, now),
    questions: a.questions.map(withoutAnswer),
    feedback: answersShown(quiz, a, attemptsUsed) ? a.results : null,
  };
}

interface Scope {
  userId: string;
  programId: string;
  moduleId: string;
}

/** The enrolment and the module's quiz, or why not. */
async function context(db: Pick<Database, "select">, { userId, programId, moduleId }: Scope) {
  const [enrollment] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.programId, programId)));
  if (!enrollment) return "not_enrolled" as const;
  const [row] = await db
    .select({ quiz: moduleQuizzes })
    .from(moduleQuizzes)
    .innerJoin(programModules, eq(programModules.id, moduleQuizzes.moduleId))
    .where(and(eq(moduleQuizzes.moduleId, moduleId), eq(programModules.programId, programId)));
  if (!row) return "no_quiz" as const;
  return { enrollmentId: enrollment.id, quiz: row.quiz };
}

const attemptsOf = (db: Pick<Database, "select">, enrollmentId: string, moduleId: string) =>
  db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.enrollmentId, enrollmentId), eq(quizAttempts.moduleId, moduleId)))
    .orderBy(desc(quizAttempts.number));

async function questionCount(db: Pick<Database, "select">, quiz: QuizRow) {
  const bank = await quizBank(db, quiz.moduleId);
  return quiz.drawCount === null ? bank.length : Math.min(quiz.drawCount, bank.length);
}

/** The quiz as the learner sees it: its rules, their attempts (newest first), whether they passed. */
export async function learnerQuiz(db: Database, scope: Scope): Promise<LearnerQuiz | "not_enrolled" | "no_quiz"> {
  const ctx = await context(db, scope);
  if (typeof ctx === "string") return ctx;
  const now = new Date();
  const attempts = (await attemptsOf(db, ctx.enrollmentId, scope.moduleId)).map((a) => summaryOf(a, now));
  const scores = attempts.map((a) => a.score).filter((s): s is number => s !== null);
  return {
    module_id: scope.moduleId,
    pass_mark: ctx.quiz.passMark,
    attempts_allowed: ctx.quiz.attemptsAllowed,
    time_limit_minutes: ctx.quiz.timeLimitMinutes,
    question_count: await questionCount(db, ctx.quiz),
    show_answers: ctx.quiz.showAnswers,
    passed: attempts.some((a) => a.passed === true),
    best_score: scores.length ? Math.max(...scores) : null,
    attempts,
  };
}

export type StartResult = Attempt | "not_enrolled" | "no_quiz" | "quiz_empty" | "no_attempts_left";

/**
 * Starts an attempt, or returns the one in progress (a reload, a second tab). The enrolment's row
 * lock orders simultaneous starts; the unique attempt number would refuse a second row anyway.
 */
export async function startAttempt(db: Database, scope: Scope): Promise<StartResult> {
  return db.transaction(async (tx) => {
    const ctx = await context(tx, scope);
    if (typeof ctx === "string") return ctx;
    await lockEnrollment(tx, scope.userId, scope.programId);
    const now = new Date();
    const attempts = await attemptsOf(tx, ctx.enrollmentId, scope.moduleId);
    const open = attempts.find((a) => statusOf(a, now) === "in_progress");
    if (open) return attemptJson(ctx.quiz, open, attempts.length, now);
    if (attempts.length >= ctx.quiz.attemptsAllowed) return "no_attempts_left";
    const bank: BankQuestion[] = await quizBank(tx, scope.moduleId);
    if (bank.length === 0) return "quiz_empty";
    // A fresh seed per attempt from the system's generator: the draw is not predictable.
    const drawn = drawAttempt(bank, { drawCount: ctx.quiz.drawCount, shuffleOptions: ctx.quiz.shuffleOptions }, seededRandom(randomInt(2 ** 32)));
    const [row] = await tx
      .insert(quizAttempts)
      .values({
        enrollmentId: ctx.enrollmentId,
        moduleId: scope.moduleId,
        number: (attempts[0]?.number ?? 0) + 1,
        questions: drawn,
        passMark: ctx.quiz.passMark,
        startedAt: now,
        deadline: ctx.quiz.timeLimitMinutes === null ? null : new Date(now.getTime() + ctx.quiz.timeLimitMinutes * 60_000),
      })
      .returning();
    return attemptJson(ctx.quiz, row, attempts.length + 1, now);
  });
}

/** One attempt of the learner's (with feedback per the quiz's setting), or undefined. */
export async function learnerAttempt(db: Database, scope: Scope, attemptId: string): Promise<Attempt | undefined> {
  const ctx = await context(db, scope);
  if (typeof ctx === "string") return undefined;
  const attempts = await attemptsOf(db, ctx.enrollmentId, scope.moduleId);
  const attempt = attempts.find((a) => a.id === attemptId);
  return attempt && attemptJson(ctx.quiz, attempt, attempts.length, new Date());
}

export type SubmitResult = Attempt | "not_found" | "already_submitted" | { late: Date };

/**
 * Scores an attempt once. The enrolment's row lock, then the attempt's, make simultaneous
 * submissions of one attempt wait for each other: the first scores it, the others find it
 * submitted. A pass marks the module done in the same transaction (and so may complete the
 * program and issue its certificate, with the score). A submission after the deadline (and its
 * grace) is refused and the attempt is recorded as timed out.
 */
export async function submitAttempt(db: Database, scope: Scope, attemptId: string, answers: SubmitAnswers): Promise<SubmitResult> {
  const result = await db.transaction(async (tx) => {
    const ctx = await context(tx, scope);
    if (typeof ctx === "string") return "not_found" as const;
    await lockEnrollment(tx, scope.userId, scope.programId);
    const [attempt] = await tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.enrollmentId, ctx.enrollmentId), eq(quizAttempts.moduleId, scope.moduleId)))
      .for("update");
    if (!attempt) return "not_found" as const;
    if (attempt.submittedAt) return "already_submitted" as const;
    const now = new Date();
    if (statusOf(attempt, now) === "timed_out") {
      if (!attempt.timedOutAt) await tx.update(quizAttempts).set({ timedOutAt: now, score: 0, passed: false }).where(eq(quizAttempts.id, attempt.id));
      return { late: attempt.deadline ?? now };
    }
    const scored = scoreAttempt(attempt.questions, answers, attempt.passMark);
    const [row] = await tx
      .update(quizAttempts)
      .set({ submittedAt: now, score: scored.score, passed: scored.passed, results: scored.results })
      .where(eq(quizAttempts.id, attempt.id))
      .returning();
    if (scored.passed) await setModuleDone(tx, { enrollmentId: ctx.enrollmentId, programId: scope.programId, moduleId: scope.moduleId, completed: true });
    const used = await tx.$count(quizAttempts, and(eq(quizAttempts.enrollmentId, ctx.enrollmentId), eq(quizAttempts.moduleId, scope.moduleId)));
    return attemptJson(ctx.quiz, row, used, now);
  });
  return result;
}

/** Has the enrolment passed the module's quiz? "no_quiz" for a module without one. */
export async function quizGate(db: Pick<Database, "$count">, enrollmentId: string, moduleId: string): Promise<"no_quiz" | "passed" | "not_passed"> {
  if ((await db.$count(moduleQuizzes, eq(moduleQuizzes.moduleId, moduleId))) === 0) return "no_quiz";
  const passed = await db.$count(
    quizAttempts,
    and(eq(quizAttempts.enrollmentId, enrollmentId), eq(quizAttempts.moduleId, moduleId), eq(quizAttempts.passed, true), isNotNull(quizAttempts.submittedAt)),
  );
  return passed > 0 ? "passed" : "not_passed";
}

/** The ids of the program's modules that have a quiz (the learning page shows them). */
export async function modulesWithQuiz(db: Pick<Database, "select">, programId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: moduleQuizzes.moduleId })
    .from(moduleQuizzes)
    .innerJoin(programModules, eq(programModules.id, moduleQuizzes.moduleId))
    .where(eq(programModules.programId, programId));
  return new Set(rows.map((r) => r.id));
}
