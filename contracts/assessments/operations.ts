import type { ApiErrorCode } from "../api-errors";
import { defineOperation } from "../operation";
import { apiRateRules } from "../rate-limits";
import {
  assessmentResultSchema,
  assessmentResultsSchema,
  saveAssessmentBodySchema,
  skillGapRequestBodySchema,
  skillGapRequestSentSchema,
  teamScopeQuerySchema,
  teamSkillGapSchema,
} from "../assessments";

// The self-assessments of the Resources page (issue 28, item 6). Taking one needs no account and
// calls nothing; a signed-in visitor saves a result here (the server scores the answers again), and
// an organisation's managers send the Skill Gap Analyzer to a team and read its scores.

const toolParam = { tool: "`readiness` (AI Readiness Assessment) or `skill-gap` (Skill Gap Analyzer)." };
const orgId = { orgId: "The organisation's `id` (a UUID)." };
const sampleResult = {
  id: "0f8c2d4e-6a1b-4c3d-9e5f-7a8b9c0d1e2f",
  tool: "skill-gap",
  overall: 50,
  dimensions: [
    { id: "data", label: "Data foundations", score: 67 },
    { id: "ml", label: "Machine learning", score: 44 },
    { id: "genai", label: "Deep learning and generative AI", score: 33 },
    { id: "responsible", label: "Responsible AI", score: 56 },
  ],
  organisation_id: null,
  created_at: "2026-11-26T09:30:00.000Z",
} as const;
const sampleAnswers = { s1: 2, s2: 2, s3: 2, s4: 1, s5: 2, s6: 1, s7: 1, s8: 1, s9: 1, s10: 2, s11: 2, s12: 1 };
const TEAM_ERRORS = ["validation_error", "unauthorized", "forbidden", "not_found", "rate_limited"] as const satisfies readonly ApiErrorCode[];

export const saveAssessment = defineOperation({
  id: "save-assessment",
  method: "post",
  path: "/me/assessments/{tool}",
  tag: "Account",
  summary: "Save a self-assessment result (the server scores the answers)",
  description: "Every question answered once. With `organisation_id`, the result counts in that organisation's team scores (Skill Gap Analyzer); you must be a member.",
  auth: "user",
  params: toolParam,
  body: { schema: saveAssessmentBodySchema, example: { answers: sampleAnswers } },
  response: { status: 201, description: "Saved", schema: assessmentResultSchema, example: sampleResult },
  errors: ["validation_error", "unauthorized", "not_found", "rate_limited"],
  rateLimit: apiRateRules.assessmentSaves,
});

export const myAssessments = defineOperation({
  id: "my-assessments",
  method: "get",
  path: "/me/assessments/{tool}",
  tag: "Account",
  summary: "Your saved results of a self-assessment, newest first (at most 20)",
  auth: "user",
  params: toolParam,
  response: { status: 200, description: "The results", schema: assessmentResultsSchema, example: { results: [sampleResult] } },
  errors: ["unauthorized", "not_found"],
});

export const sendSkillGap = defineOperation({
  id: "send-skill-gap",
  method: "post",
  path: "/organisations/{orgId}/skill-gap/requests",
  tag: "Organisations",
  summary: "E-mail the Skill Gap Analyzer to a team's members, or to every member (managers and owners)",
  description: "Each member gets a link to the analyzer that saves their result for this organisation.",
  auth: "user",
  params: orgId,
  body: { schema: skillGapRequestBodySchema, example: { team_id: null } },
  response: { status: 200, description: "Sent", schema: skillGapRequestSentSchema, example: { sent: 12 } },
  errors: [...TEAM_ERRORS, "organisation_read_only"],
  rateLimit: apiRateRules.organisationChanges,
});

export const teamSkillGap = defineOperation({
  id: "team-skill-gap",
  method: "get",
  path: "/organisations/{orgId}/skill-gap",
  tag: "Organisations",
  summary: "The team's Skill Gap Analyzer scores: each dimension's mean over the members' latest results, and how many answered (managers and owners; API key)",
  auth: "user",
  orgKey: true,
  params: orgId,
  query: teamScopeQuerySchema,
  response: {
    status: 200,
    description: "The scores",
    schema: teamSkillGapSchema,
    example: { members: 14, answered: 9, dimensions: sampleResult.dimensions },
  },
  errors: TEAM_ERRORS,
  rateLimit: apiRateRules.reports,
});
