// The self-assessments' schemas (issue 28, item 6): the answers a form or a save sends, and the
// API's shapes. The questions, dimensions and scoring are assessment-scoring.ts's, exported from
// here too.
import { assessmentTools, CHOOSE_AN_ANSWER, MAX_POINTS, type Assessment } from "./assessment-scoring";
import { z } from "./zod";

export * from "./assessment-scoring";

/** The answers: each question's id and the index of the option chosen (0 to 3). */
export const answersSchema = z
  .record(z.string(), z.number().int().min(0).max(MAX_POINTS))
  .describe("Each question's `id` and the index (0 to 3) of the answer chosen");

/**
 * The answers to one assessment: every question once, nothing else. The browser's form checks
 * with it (the message shows beside the question), the server checks a saved result with it.
 */
export function answersSchemaFor(assessment: Assessment) {
  const answer = z.number({ error: CHOOSE_AN_ANSWER }).int(CHOOSE_AN_ANSWER).min(0, CHOOSE_AN_ANSWER).max(MAX_POINTS, CHOOSE_AN_ANSWER);
  return z.strictObject(Object.fromEntries(assessment.questions.map((q) => [q.id, answer])), { error: "answers names a question this assessment does not have." });
}

// ---- the API's shapes ----------------------------------------------------------------------

const dimensionScoreSchema = z.object({ id: z.string(), label: z.string(), score: z.number().int().min(0).max(100) });

export const saveAssessmentBodySchema = z
  .object({
    answers: answersSchema,
    organisation_id: z.uuid().nullish().describe("Link the result to an organisation you are a member of (its managers then see it in the team's scores)"),
  })
  .meta({ id: "AssessmentAnswers" });

export const assessmentResultSchema = z
  .object({
    id: z.uuid(),
    tool: z.enum(assessmentTools),
    overall: z.number().int(),
    dimensions: z.array(dimensionScoreSchema),
    organisation_id: z.uuid().nullable(),
    created_at: z.string().describe("ISO 8601 date-time"),
  })
  .meta({ id: "AssessmentResult" });
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

export const assessmentResultsSchema = z.object({ results: z.array(assessmentResultSchema) }).meta({ id: "AssessmentResults" });

export const teamSkillGapSchema = z
  .object({
    members: z.number().int().describe("Members in scope (the team, or the whole organisation)"),
    answered: z.number().int().describe("How many of them saved a result for this organisation"),
    dimensions: z.array(dimensionScoreSchema.extend({ score: z.number().int().nullable().describe("The mean of the members' latest scores; null when nobody answered") })),
  })
  .meta({ id: "TeamSkillGap" });
export type TeamSkillGap = z.infer<typeof teamSkillGapSchema>;

export const teamScopeQuerySchema = z.object({ team_id: z.uuid().optional().describe("Only this team's members") });

export const skillGapRequestBodySchema = z
  .object({ team_id: z.uuid().nullish().describe("Send to this team's members; every member when absent") })
  .meta({ id: "SkillGapRequest" });

export const skillGapRequestSentSchema = z.object({ sent: z.number().int().describe("E-mails sent") }).meta({ id: "SkillGapRequestSent" });

export const assessmentMessages = {
  unanswered: "Answer every question before saving.",
  notMember: "You are not a member of this organisation.",
  noTeam: "This organisation has no such team.",
} as const;
