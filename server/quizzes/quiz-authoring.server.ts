import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { ImportReport, QuestionInput, QuestionStat, QuizSettings, StaffQuestion, StaffQuiz } from "#contracts/quizzes";
import type { Database } from "../db/client.server";
import { moduleQuizzes, programModules, quizAttempts, quizQuestions } from "../db/schema";
import { audit, lockProgram, type Actor, type Tx } from "../programs/program-queries.server";

// Staff author a module's quiz (settings and question bank) in the program editor. Each change is
// one transaction with the program locked and its audit event, like the program's other changes
// (program-queries.server.ts); the module's title is the event's subject.

type QuestionRow = typeof quizQuestions.$inferSelect;
type QuizRow = typeof moduleQuizzes.$inferSelect;

const settingsJson = (q: QuizRow): QuizSettings => ({
  pass_mark: q.passMark,
  attempts_allowed: q.attemptsAllowed,
  time_limit_minutes: q.timeLimitMinutes,
  draw_count: q.drawCount,
  shuffle_options: q.shuffleOptions,
  show_answers: q.showAnswers,
});

const questionJson = (q: QuestionRow): StaffQuestion => ({
  id: q.id,
  position: q.position,
  kind: q.kind,
  prompt: q.prompt,
  options: q.options,
  correct_boolean: q.correctBoolean,
  numeric_answer: q.numericAnswer,
  tolerance: q.tolerance,
  explanation: q.explanation,
});

/** The columns of a question from the form: only what its kind uses, each option with an id of its own. */
function questionValues(input: QuestionInput, previous?: QuestionRow) {
  const choice = input.kind === "single" || input.kind === "multiple";
  return {
    kind: input.kind,
    prompt: input.prompt,
    // An option keeps its id when its text stays: an edit does not disturb the statistics of the others.
    options: choice
      ? input.options.map((o) => ({ id: previous?.options.find((p) => p.text === o.text)?.id ?? randomUUID().slice(0, 8), text: o.text, correct: o.correct }))
      : [],
    correctBoolean: input.kind === "true_false" ? (input.correct_boolean ?? null) : null,
    numericAnswer: input.kind === "numeric" ? (input.numeric_answer ?? null) : null,
    tolerance: input.kind === "numeric" ? (input.tolerance ?? 0) : null,
    explanation: input.explanation,
  };
}

/** The module of this program, or undefined. */
async function moduleOf(db: Pick<Database, "select">, programId: string, moduleId: string) {
  const [row] = await db
    .select({ id: programModules.id, title: programModules.title })
    .from(programModules)
    .where(and(eq(programModules.id, moduleId), eq(programModules.programId, programId)));
  return row;
}

export async function quizBank(db: Pick<Database, "select">, moduleId: string): Promise<QuestionRow[]> {
  return db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, moduleId)).orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
}

/** The module's quiz with its bank; null when it has none; undefined when the module is not the program's. */
export async function staffQuiz(db: Pick<Database, "select">, programId: string, moduleId: string): Promise<StaffQuiz | null | undefined> {
  if (!(await moduleOf(db, programId, moduleId))) return undefined;
  const [quiz] = await db.select().from(moduleQuizzes).where(eq(moduleQuizzes.moduleId, moduleId));
  if (!quiz) return null;
  return { ...settingsJson(quiz), questions: (await quizBank(db, moduleId)).map(questionJson) };
}

/** Runs `change` with the program locked and the module found (else undefined). */
async function withModule<T>(db: Database, programId: string, moduleId: string, change: (tx: Tx, module: { id: string; title: string }) => Promise<T>) {
  return db.transaction(async (tx) => {
    if (!(await lockProgram(tx, programId))) return undefined;
    const module = await moduleOf(tx, programId, moduleId);
    return module ? change(tx, module) : undefined;
  });
}

/** Creates the module's quiz or changes its settings. */
export async function saveQuizSettings(db: Database, programId: string, moduleId: string, input: QuizSettings, actor: Actor): Promise<StaffQuiz | undefined> {
  return withModule(db, programId, moduleId, async (tx, module) => {
    const [before] = await tx.select().from(moduleQuizzes).where(eq(moduleQuizzes.moduleId, moduleId));
    const previous: Partial<QuizSettings> = before ? settingsJson(before) : {};
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, to] of Object.entries(input)) {
      const from = previous[field as keyof QuizSettings] ?? null;
      if (!before || from !== to) changes[field] = { from: before ? from : null, to };
    }
    const values = {
      passMark: input.pass_mark,
      attemptsAllowed: input.attempts_allowed,
      timeLimitMinutes: input.time_limit_minutes,
      drawCount: input.draw_count,
      shuffleOptions: input.shuffle_options,
      showAnswers: input.show_answers,
    };
    await tx.insert(moduleQuizzes).values({ moduleId, ...values }).onConflictDoUpdate({ target: moduleQuizzes.moduleId, set: values });
    if (Object.keys(changes).length > 0) await audit(tx, programId, actor, "quiz_saved", changes, module.title);
    return (await staffQuiz(tx, programId, moduleId))!;
  });
}

/** Removes the quiz, its bank and its attempts (certificates already issued keep their score). */
export async function removeQuiz(db: Database, programId: string, moduleId: string, actor: Actor): Promise<boolean> {
  const removed = await withModule(db, programId, moduleId, async (tx, module) => {
    const gone = await tx.delete(moduleQuizzes).where(eq(moduleQuizzes.moduleId, moduleId)).returning({ id: moduleQuizzes.moduleId });
    if (gone.length === 0) return false;
    await audit(tx, programId, actor, "quiz_removed", {}, module.title);
    return true;
  });
  return removed === true;
}

async function nextPosition(tx: Tx, moduleId: string): Promise<number> {
  const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${quizQuestions.position}), 0)::int` }).from(quizQuestions).where(eq(quizQuestions.moduleId, moduleId));
  return max + 1;
}

async function quizExists(tx: Tx, moduleId: string) {
  return (await tx.$count(moduleQuizzes, eq(moduleQuizzes.moduleId, moduleId))) > 0;
}

/** "no_quiz" when the module has no quiz yet (save its settings first). */
export async function addQuestion(db: Database, programId: string, moduleId: string, input: QuestionInput, actor: Actor): Promise<StaffQuestion | "no_quiz" | undefined> {
  return withModule(db, programId, moduleId, async (tx, module) => {
    if (!(await quizExists(tx, moduleId))) return "no_quiz" as const;
    const [row] = await tx
      .insert(quizQuestions)
      .values({ moduleId, position: await nextPosition(tx, moduleId), ...questionValues(input) })
      .returning();
    await audit(tx, programId, actor, "question_added", { prompt: { from: null, to: input.prompt } }, module.title);
    return questionJson(row);
  });
}

export async function updateQuestion(db: Database, programId: string, moduleId: string, questionId: string, input: QuestionInput, actor: Actor): Promise<StaffQuestion | undefined> {
  return withModule(db, programId, moduleId, async (tx, module) => {
    const [before] = await tx.select().from(quizQuestions).where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.moduleId, moduleId)));
    if (!before) return undefined;
    const values = questionValues(input, before);
    const [row] = await tx.update(quizQuestions).set(values).where(eq(quizQuestions.id, questionId)).returning();
    const was = questionJson(before);
    const now = questionJson(row);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of ["kind", "prompt", "options", "correct_boolean", "numeric_answer", "tolerance", "explanation"] as const) {
      if (JSON.stringify(was[field]) !== JSON.stringify(now[field])) changes[field] = { from: was[field], to: now[field] };
    }
    if (Object.keys(changes).length > 0) await audit(tx, programId, actor, "question_updated", changes, module.title);
    return now;
  });
}

export async function removeQuestion(db: Database, programId: string, moduleId: string, questionId: string, actor: Actor): Promise<boolean> {
  const removed = await withModule(db, programId, moduleId, async (tx, module) => {
    const [gone] = await tx.delete(quizQuestions).where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.moduleId, moduleId))).returning();
    if (!gone) return false;
    await audit(tx, programId, actor, "question_removed", { prompt: { from: gone.prompt, to: null } }, module.title);
    return true;
  });
  return removed === true;
}

/** Adds the questions that parsed (all in one transaction, one audit event); the rejected lines are the caller's report. */
export async function importQuestions(
  db: Database,
  programId: string,
  moduleId: string,
  parsed: { questions: QuestionInput[]; rejected: ImportReport["rejected"] },
  actor: Actor,
): Promise<ImportReport | "no_quiz" | undefined> {
  return withModule(db, programId, moduleId, async (tx, module) => {
    if (!(await quizExists(tx, moduleId))) return "no_quiz" as const;
    let position = await nextPosition(tx, moduleId);
    for (const q of parsed.questions) await tx.insert(quizQuestions).values({ moduleId, position: position++, ...questionValues(q) });
    if (parsed.questions.length > 0) {
      await audit(tx, programId, actor, "questions_imported", { imported: { from: null, to: parsed.questions.length } }, module.title);
    }
    return { imported: parsed.questions.length, rejected: parsed.rejected };
  });
}

// ---- statistics --------------------------------------------------------------------------------

/**
 * Per question of the bank, over every submitted attempt that drew it: how many, the share right,
 * and the wrong answer given most often (an option's text, or the number).
 */
export async function quizStats(db: Database, programId: string, moduleId: string): Promise<QuestionStat[] | undefined> {
  const quiz = await staffQuiz(db, programId, moduleId);
  if (quiz === undefined) return undefined;
  if (quiz === null) return [];
  const attempts = await db
    .select({ questions: quizAttempts.questions, results: quizAttempts.results })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.moduleId, moduleId), isNotNull(quizAttempts.submittedAt)));
  const tally = new Map<string, { attempts: number; right: number; wrong: Map<string, number> }>();
  for (const a of attempts) {
    for (const r of a.results ?? []) {
      const t = tally.get(r.question_id) ?? { attempts: 0, right: 0, wrong: new Map<string, number>() };
      tally.set(r.question_id, t);
      t.attempts++;
      if (r.correct) {
        t.right++;
        continue;
      }
      if (r.given === null || (Array.isArray(r.given) && r.given.length === 0)) continue;
      const drawn = a.questions.find((q) => q.question_id === r.question_id);
      const label = Array.isArray(r.given)
        ? r.given.map((id) => drawn?.options.find((o) => o.id === id)?.text ?? id).join(" + ")
        : String(r.given);
      t.wrong.set(label, (t.wrong.get(label) ?? 0) + 1);
    }
  }
  return quiz.questions.map((q) => {
    const t = tally.get(q.id);
    const wrong = t ? [...t.wrong.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0] : undefined;
    return {
      question_id: q.id,
      prompt: q.prompt,
      kind: q.kind,
      attempts: t?.attempts ?? 0,
      correct_share: t ? t.right / t.attempts : null,
      most_chosen_wrong: wrong?.[0] ?? null,
      nobody_right: !!t && t.attempts > 0 && t.right === 0,
    };
  });
}
