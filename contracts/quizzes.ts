import { z } from "./zod";

// Module quizzes (issue 28): what staff author (settings and the question bank, with answers) and
// what learners get (questions without answers until their attempt is submitted). One schema per
// form, checked by the staff pages and by the server. JSON in snake_case.

export const questionKinds = ["single", "multiple", "true_false", "numeric"] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionKindLabels: Record<QuestionKind, string> = {
  single: "Single choice",
  multiple: "Multiple choice",
  true_false: "True or false",
  numeric: "Numeric",
};

/** When a learner sees the right answers and explanations of a submitted attempt. */
export const answerVisibilities = ["never", "after_pass", "after_last_attempt"] as const;
export type AnswerVisibility = (typeof answerVisibilities)[number];
export const answerVisibilityLabels: Record<AnswerVisibility, string> = {
  never: "Never",
  after_pass: "After a pass",
  after_last_attempt: "After the last attempt",
};

export const QUIZ_LIMITS = { prompt: 2000, option: 500, options: 10, explanation: 2000, questions: 200, attempts: 20, minutes: 600 } as const;

// ---- staff: settings ---------------------------------------------------------------------------

export const quizSettingsSchema = z
  .object({
    pass_mark: z
      .number({ error: "Pass mark must be a whole number from 1 to 100" })
      .int("Pass mark must be a whole number from 1 to 100")
      .min(1, "Pass mark must be a whole number from 1 to 100")
      .max(100, "Pass mark must be a whole number from 1 to 100"),
    attempts_allowed: z
      .number({ error: `Attempts allowed must be a whole number from 1 to ${QUIZ_LIMITS.attempts}` })
      .int(`Attempts allowed must be a whole number from 1 to ${QUIZ_LIMITS.attempts}`)
      .min(1, `Attempts allowed must be a whole number from 1 to ${QUIZ_LIMITS.attempts}`)
      .max(QUIZ_LIMITS.attempts, `Attempts allowed must be a whole number from 1 to ${QUIZ_LIMITS.attempts}`),
    time_limit_minutes: z
      .number({ error: "Time limit must be a whole number of minutes" })
      .int("Time limit must be a whole number of minutes")
      .min(1, "Time limit must be at least 1 minute")
      .max(QUIZ_LIMITS.minutes, `Time limit must be at most ${QUIZ_LIMITS.minutes} minutes`)
      .nullable()
      .describe("Minutes from the start of an attempt; null: no limit"),
    draw_count: z
      .number({ error: "Questions per attempt must be a whole number" })
      .int("Questions per attempt must be a whole number")
      .min(1, "Questions per attempt must be at least 1")
      .max(QUIZ_LIMITS.questions, `Questions per attempt must be at most ${QUIZ_LIMITS.questions}`)
      .nullable()
      .describe("How many questions each attempt draws at random from the bank; null: every question"),
    shuffle_options: z.boolean({ error: "Shuffle must be true or false" }),
    show_answers: z.enum(answerVisibilities, { error: "Choose when answers are shown" }),
  })
  .meta({ id: "QuizSettings" });
export type QuizSettings = z.output<typeof quizSettingsSchema>;

// ---- staff: questions (with their answers) -----------------------------------------------------

const optionText = z
  .string({ error: "Each option must be text" })
  .trim()
  .min(1, "An option cannot be empty")
  .max(QUIZ_LIMITS.option, `Each option must be at most ${QUIZ_LIMITS.option} characters`);

export const questionInputSchema = z
  .object({
    kind: z.enum(questionKinds, { error: "Choose a kind of question" }),
    prompt: z
      .string({ error: "Question is required" })
      .trim()
      .min(1, "Question is required")
      .max(QUIZ_LIMITS.prompt, `Question must be at most ${QUIZ_LIMITS.prompt} characters`),
    /** single and multiple: the options in the order staff wrote them. */
    options: z
      .array(z.object({ text: optionText, correct: z.boolean({ error: "Correct must be true or false" }) }), { error: "Options must be a list" })
      .max(QUIZ_LIMITS.options, `At most ${QUIZ_LIMITS.options} options`)
      .default([]),
    /** true_false: the right answer. */
    correct_boolean: z.boolean({ error: "Choose true or false" }).nullish(),
    /** numeric: the right value and how far from it an answer may be. */
    numeric_answer: z.number({ error: "The answer must be a number" }).nullish(),
    tolerance: z.number({ error: "Tolerance must be a number" }).min(0, "Tolerance cannot be negative").nullish(),
    explanation: z
      .string({ error: "Explanation must be text" })
      .max(QUIZ_LIMITS.explanation, `Explanation must be at most ${QUIZ_LIMITS.explanation} characters`)
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
  })
  .superRefine((q, ctx) => {
    if (q.kind === "single" || q.kind === "multiple") {
      if (q.options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: "Give at least two options" });
      const right = q.options.filter((o) => o.correct).length;
      if (q.kind === "single" && right !== 1) ctx.addIssue({ code: "custom", path: ["options"], message: "Mark exactly one option correct" });
      if (q.kind === "multiple" && right < 1) ctx.addIssue({ code: "custom", path: ["options"], message: "Mark at least one option correct" });
    }
    if (q.kind === "true_false" && typeof q.correct_boolean !== "boolean") {
      ctx.addIssue({ code: "custom", path: ["correct_boolean"], message: "Choose true or false" });
    }
    if (q.kind === "numeric" && typeof q.numeric_answer !== "number") {
      ctx.addIssue({ code: "custom", path: ["numeric_answer"], message: "The answer must be a number" });
    }
  })
  .meta({ id: "QuestionInput" });
export type QuestionInput = z.output<typeof questionInputSchema>;

export const staffOptionSchema = z.object({ id: z.string(), text: z.string(), correct: z.boolean() });
export const staffQuestionSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int(),
    kind: z.enum(questionKinds),
    prompt: z.string(),
    options: z.array(staffOptionSchema),
    correct_boolean: z.boolean().nullable(),
    numeric_answer: z.number().nullable(),
    tolerance: z.number().nullable(),
    explanation: z.string().nullable(),
  })
  .meta({ id: "StaffQuestion" });
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;

export const staffQuizSchema = quizSettingsSchema.extend({ questions: z.array(staffQuestionSchema) }).meta({ id: "StaffQuiz" });
export type StaffQuiz = z.infer<typeof staffQuizSchema>;
export const staffQuizResponseSchema = z.object({ quiz: staffQuizSchema.nullable() }).meta({ id: "StaffQuizResponse" });
export const staffQuestionResponseSchema = z.object({ question: staffQuestionSchema }).meta({ id: "StaffQuestionResponse" });

export const quizImportSchema = z
  .object({
    format: z.enum(["gift", "csv"], { error: "Choose GIFT or CSV" }),
    text: z.string({ error: "Paste or choose a file" }).min(1, "Paste or choose a file").max(200_000, "The file must be at most 200,000 characters"),
  })
  .meta({ id: "QuizImport" });
export type QuizImport = z.output<typeof quizImportSchema>;

export const importReportSchema = z
  .object({
    imported: z.number().int().describe("Questions added to the bank"),
    rejected: z.array(z.object({ line: z.number().int().describe("1-based line where the question starts"), reason: z.string() })),
  })
  .meta({ id: "QuizImportReport" });
export type ImportReport = z.infer<typeof importReportSchema>;

export const questionStatSchema = z
  .object({
    question_id: z.uuid(),
    prompt: z.string(),
    kind: z.enum(questionKinds),
    attempts: z.number().int().describe("Submitted attempts that drew this question"),
    correct_share: z.number().nullable().describe("Share answered right, 0 to 1; null before any attempt"),
    most_chosen_wrong: z.string().nullable().describe("The wrong answer given most often (an option's text or a number)"),
    nobody_right: z.boolean().describe("Attempted, and never answered right"),
  })
  .meta({ id: "QuizQuestionStat" });
export type QuestionStat = z.infer<typeof questionStatSchema>;
export const quizStatsSchema = z.object({ questions: z.array(questionStatSchema) }).meta({ id: "QuizStats" });

// ---- learners ----------------------------------------------------------------------------------

/** A question as a learner gets it while the attempt is open: never its answer. */
export const attemptQuestionSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(questionKinds),
    prompt: z.string(),
    options: z.array(z.object({ id: z.string(), text: z.string() })).describe("In this attempt's order; empty for numeric questions"),
  })
  .meta({ id: "AttemptQuestion" });
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

/** Feedback on one question of a submitted attempt (only when the quiz shows answers by then). */
export const questionFeedbackSchema = z
  .object({
    question_id: z.uuid(),
    correct: z.boolean(),
    given: z.union([z.array(z.string()), z.number(), z.null()]).describe("The learner's answer: option ids, a number, or null when left blank"),
    right_answer: z.union([z.array(z.string()), z.number()]).describe("The right option ids, or the right number"),
    tolerance: z.number().nullable(),
    explanation: z.string().nullable(),
  })
  .meta({ id: "QuestionFeedback" });
export type QuestionFeedback = z.infer<typeof questionFeedbackSchema>;

export const attemptStatuses = ["in_progress", "submitted", "timed_out"] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

export const attemptSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int().describe("1 for the first attempt"),
    status: z.enum(attemptStatuses),
    started_at: z.string(),
    deadline: z.string().nullable().describe("When the time limit ends; null without one"),
    submitted_at: z.string().nullable(),
    score: z.number().int().nullable().describe("Percent answered right (rounded down); 0 for an attempt whose time ran out"),
    passed: z.boolean().nullable(),
    questions: z.array(attemptQuestionSchema),
    feedback: z.array(questionFeedbackSchema).nullable().describe("Per question, when the quiz's setting shows answers by now; else null"),
  })
  .meta({ id: "QuizAttempt" });
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptSummarySchema = attemptSchema.omit({ questions: true, feedback: true }).meta({ id: "QuizAttemptSummary" });
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const learnerQuizSchema = z
  .object({
    module_id: z.uuid(),
    pass_mark: z.number().int(),
    attempts_allowed: z.number().int(),
    time_limit_minutes: z.number().int().nullable(),
    question_count: z.number().int().describe("Questions in each attempt"),
    show_answers: z.enum(answerVisibilities),
    passed: z.boolean(),
    best_score: z.number().int().nullable(),
    attempts: z.array(attemptSummarySchema).describe("The learner's attempts, newest first"),
  })
  .meta({ id: "LearnerQuiz" });
export type LearnerQuiz = z.infer<typeof learnerQuizSchema>;
export const learnerQuizResponseSchema = z.object({ quiz: learnerQuizSchema }).meta({ id: "LearnerQuizResponse" });
export const attemptResponseSchema = z.object({ attempt: attemptSchema }).meta({ id: "QuizAttemptResponse" });

export const submitAnswersSchema = z
  .object({
    answers: z
      .array(
        z.object({
          question_id: z.uuid("Each answer must name a question of the attempt"),
          option_ids: z.array(z.string().max(40)).max(QUIZ_LIMITS.options).optional(),
          value: z.number({ error: "A numeric answer must be a number" }).nullish(),
        }),
        { error: "answers must be a list" },
      )
      .max(QUIZ_LIMITS.questions, "Too many answers"),
  })
  .meta({ id: "QuizSubmission" });
export type SubmitAnswers = z.output<typeof submitAnswersSchema>;
