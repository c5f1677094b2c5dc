import type { AttemptQuestion, QuestionFeedback, QuestionKind, SubmitAnswers } from "#contracts/quizzes";

// The pure part of quizzes: drawing questions from the bank, shuffling their options, scoring a
// submission. No database and no clock here, so each rule is a seeded unit test
// (quiz-logic.test.ts). The server stores what an attempt drew (questions and option order) with
// the attempt, so a learner's reload or a staff edit in the middle changes nothing.

export interface BankQuestion {
  id: string;
  kind: QuestionKind;
  prompt: string;
  options: { id: string; text: string; correct: boolean }[];
  correctBoolean: boolean | null;
  numericAnswer: number | null;
  tolerance: number | null;
  explanation: string | null;
}

/** A question as one attempt drew it: its options in this attempt's order, with the answer (server-side only). */
export interface DrawnQuestion {
  question_id: string;
  kind: QuestionKind;
  prompt: string;
  options: { id: string; text: string; correct: boolean }[];
  numeric_answer: number | null;
  tolerance: number | null;
  explanation: string | null;
}

/** A small seeded generator (mulberry32): the same seed gives the same draw, so tests can pin one. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates on a copy: every order equally likely. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** `count` questions of the bank at random (all of them when count is null or larger), in random order. */
export function drawQuestions<T>(bank: readonly T[], count: number | null, random: () => number): T[] {
  const all = shuffle(bank, random);
  return count === null ? all : all.slice(0, count);
}

const trueFalseOptions = (right: boolean) => [
  { id: "true", text: "True", correct: right },
  { id: "false", text: "False", correct: !right },
];

/** What an attempt stores: the drawn questions with their options shuffled when the quiz says so (true/false keeps True first). */
export function drawAttempt(bank: readonly BankQuestion[], settings: { drawCount: number | null; shuffleOptions: boolean }, random: () => number): DrawnQuestion[] {
  return drawQuestions(bank, settings.drawCount, random).map((q) => {
    const options =
      q.kind === "true_false" ? trueFalseOptions(q.correctBoolean === true) : q.kind === "numeric" ? [] : settings.shuffleOptions ? shuffle(q.options, random) : q.options;
    return {
      question_id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options,
      numeric_answer: q.kind === "numeric" ? q.numericAnswer : null,
      tolerance: q.kind === "numeric" ? (q.tolerance ?? 0) : null,
      explanation: q.explanation,
    };
  });
}

/** The question as the learner gets it before submitting: prompt and options, never which is right. */
export const withoutAnswer = (q: DrawnQuestion): AttemptQuestion => ({
  id: q.question_id,
  kind: q.kind,
  prompt: q.prompt,
  options: q.options.map(({ id, text }) => ({ id, text })),
});

export type GivenAnswer = string[] | number | null;

/** Is one answer right? Choice questions: exactly the right options (no partial credit). Numeric: within the tolerance. */
export function isCorrect(q: DrawnQuestion, given: GivenAnswer): boolean {
  if (q.kind === "numeric") {
    if (typeof given !== "number" || !Number.isFinite(given) || q.numeric_answer === null) return false;
    // A hair of slack for binary fractions: 0.1 + 0.2 within 0 of 0.3 counts.
    return Math.abs(given - q.numeric_answer) <= (q.tolerance ?? 0) + 1e-9;
  }
  if (!Array.isArray(given)) return false;
  const right = q.options.filter((o) => o.correct).map((o) => o.id);
  const chosen = new Set(given);
  return chosen.size === given.length && chosen.size === right.length && right.every((id) => chosen.has(id));
}

export interface Scored {
  /** Percent right, rounded down: so "score ≥ pass mark" and "passed" never disagree. */
  score: number;
  passed: boolean;
  correctCount: number;
  results: QuestionFeedback[];
}

/** The learner's answer to each drawn question (answers to questions the attempt did not draw are ignored). */
export function givenAnswers(questions: readonly DrawnQuestion[], submission: SubmitAnswers): Map<string, GivenAnswer> {
  const given = new Map<string, GivenAnswer>();
  const kinds = new Map(questions.map((q) => [q.question_id, q.kind]));
  for (const a of submission.answers) {
    const kind = kinds.get(a.question_id.toLowerCase());
    if (!kind || given.has(a.question_id.toLowerCase())) continue;
    given.set(a.question_id.toLowerCase(), kind === "numeric" ? (a.value ?? null) : (a.option_ids ?? null));
  }
  return given;
}

export function scoreAttempt(questions: readonly DrawnQuestion[], submission: SubmitAnswers, passMark: number): Scored {
  const given = givenAnswers(questions, submission);
  const results = questions.map((q): QuestionFeedback => {
    const answer = given.get(q.question_id) ?? null;
    return {
      question_id: q.question_id,
      correct: isCorrect(q, answer),
      given: answer,
      right_answer: q.kind === "numeric" ? (q.numeric_answer ?? 0) : q.options.filter((o) => o.correct).map((o) => o.id),
      tolerance: q.tolerance,
      explanation: q.explanation,
    };
  });
  const correctCount = results.filter((r) => r.correct).length;
  const score = questions.length === 0 ? 0 : Math.floor((100 * correctCount) / questions.length);
  return { score, passed: score >= passMark, correctCount, results };
}
