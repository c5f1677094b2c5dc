import { and, desc, eq, inArray } from "drizzle-orm";
import {
  assessmentMessages,
  assessments,
  assessmentTools,
  answersSchemaFor,
  scoreAssessment,
  type AssessmentResult,
  type AssessmentTool,
  type TeamSkillGap,
} from "#contracts/assessments";
import * as ops from "#contracts/assessments/operations";
import { paths } from "#contracts/pages";
import type { AppDeps } from "../context.server";
import type { Database } from "../db/client.server";
import { assessmentResults, memberships, organisationTeams, users } from "../db/schema";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";
import { mailSignature } from "../mail/mailer.server";
import { assertWritable, organisationAccess } from "../organisations/access.server";

// /api/v1/me/assessments and /organisations/{orgId}/skill-gap (issue 28, item 6). Taking an
// assessment happens in the browser and stores nothing; these store a signed-in person's result
// (scored again here from the answers) and give an organisation's managers their team's scores.

function toolOf(raw: string): AssessmentTool {
  return (assessmentTools as readonly string[]).includes(raw) ? (raw as AssessmentTool) : fail("not_found", "There is no such assessment.");
}

type ResultRow = typeof assessmentResults.$inferSelect;

function resultJson(row: ResultRow): AssessmentResult {
  const assessment = assessments[row.tool];
  return {
    id: row.id,
    tool: row.tool,
    overall: row.overall,
    dimensions: assessment.dimensions.map((d) => ({ id: d.id, label: d.label, score: row.scores[d.id] ?? 0 })),
    organisation_id: row.organisationId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every result a person saved, with their answers, newest first (their data export). */
export async function assessmentResultsOf(db: Database, userId: string) {
  const rows = await db.select().from(assessmentResults).where(eq(assessmentResults.userId, userId)).orderBy(desc(assessmentResults.createdAt));
  return rows.map((row) => ({ ...resultJson(row), answers: row.answers }));
}

/** The members in scope: the whole organisation, or one of its teams (404 for a team of another). */
async function membersOf(db: Database, orgId: string, teamId: string | null | undefined) {
  if (teamId) {
    const [team] = await db.select({ id: organisationTeams.id }).from(organisationTeams).where(and(eq(organisationTeams.id, teamId), eq(organisationTeams.organisationId, orgId)));
    if (!team) fail("not_found", assessmentMessages.noTeam);
  }
  return db
    .select({ userId: memberships.userId, email: users.email, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, orgId), teamId ? eq(memberships.teamId, teamId) : undefined));
}

/** Each dimension's mean over the members' latest Skill Gap results saved for this organisation. */
async function teamScores(db: Database, orgId: string, teamId: string | undefined): Promise<TeamSkillGap> {
  const members = await membersOf(db, orgId, teamId);
  const ids = members.map((m) => m.userId);
  const latest = ids.length
    ? await db
        .selectDistinctOn([assessmentResults.userId], { scores: assessmentResults.scores })
        .from(assessmentResults)
        .where(and(eq(assessmentResults.organisationId, orgId), eq(assessmentResults.tool, "skill-gap"), inArray(assessmentResults.userId, ids)))
        .orderBy(assessmentResults.userId, desc(assessmentResults.createdAt))
    : [];
  return {
    members: members.length,
    answered: latest.length,
    dimensions: assessments["skill-gap"].dimensions.map((d) => ({
      id: d.id,
      label: d.label,
      score: latest.length ? Math.round(latest.reduce((sum, r) => sum + (r.scores[d.id] ?? 0), 0) / latest.length) : null,
    })),
  };
}

function skillGapMail(to: string, name: string | null, organisation: string, manager: string, link: string) {
  return {
    to,
    subject: `${manager} asks you to take the Skill Gap Analyzer for ${organisation}`,
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      `${manager} asks the people of ${organisation} to take the Skill Gap Analyzer: twelve questions on your AI skills, about five minutes. You get your own report with a score per skill area and programs that close the gaps.`,
      "",
      `Take it here, signed in with this address, and save your result: ${link}`,
      "",
      `${organisation}'s managers see the team's average scores and how many answered, not your answers.`,
      "",
      mailSignature,
    ].join("\n"),
  };
}

export function assessmentRoutes(deps: AppDeps) {
  return [
    route(ops.saveAssessment, async (c, { params, body }) => {
      const tool = toolOf(params.tool);
      const assessment = assessments[tool];
      const checked = answersSchemaFor(assessment).safeParse(body.answers);
      if (!checked.success) {
        const fields = Object.fromEntries(checked.error.issues.map((issue) => [["answers", ...issue.path].join("."), issue.message]));
        fail("validation_error", assessmentMessages.unanswered, fields);
      }
      const db = c.var.db;
      const organisationId = body.organisation_id ?? null;
      if (organisationId) {
        const [member] = await db
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, c.var.user.id)));
        if (!member) fail("not_found", assessmentMessages.notMember);
      }
      const report = scoreAssessment(assessment, body.answers);
      const [row] = await db
        .insert(assessmentResults)
        .values({
          userId: c.var.user.id,
          tool,
          organisationId,
          answers: body.answers,
          scores: Object.fromEntries(report.dimensions.map((d) => [d.id, d.score])),
          overall: report.overall,
        })
        .returning();
      return resultJson(row);
    }),
    route(ops.myAssessments, async (c, { params }) => {
      const tool = toolOf(params.tool);
      const rows = await c.var.db
        .select()
        .from(assessmentResults)
        .where(and(eq(assessmentResults.userId, c.var.user.id), eq(assessmentResults.tool, tool)))
        .orderBy(desc(assessmentResults.createdAt))
        .limit(20);
      return { results: rows.map(resultJson) };
    }),
    route(ops.sendSkillGap, async (c, { params, body }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      assertWritable(scope.organisation);
      const members = (await membersOf(c.var.db, scope.orgId, body.team_id)).filter((m) => m.userId !== c.var.user.id);
      const link = `${deps.origin}${paths.skillGapAnalyzer}?org=${scope.orgId}`;
      const outcomes = await Promise.all(
        members.map((m) =>
          deps.mailer.send(skillGapMail(m.email, m.name, scope.organisation.name, c.var.user.name, link)).then(
            () => true,
            (err: unknown) => {
              c.var.logger.error({ err }, "skill gap request e-mail failed");
              return false;
            },
          ),
        ),
      );
      // Counts what was handed to the mail server, not what was attempted.
      return { sent: outcomes.filter(Boolean).length };
    }),
    route(ops.teamSkillGap, async (c, { params, query }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      return teamScores(c.var.db, scope.orgId, query.team_id);
    }),
  ];
}
