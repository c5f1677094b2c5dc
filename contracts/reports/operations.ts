import type { ApiErrorCode } from "../api-errors";
import { defineOperation } from "../operation";
import { apiRateRules } from "../rate-limits";
import { z } from "../zod";
import { peopleFilterSchema, peopleQuerySchema, peopleReportSchema, personReportSchema, programReportSchema, teamReportSchema } from "../reports";

// The team reports (issue 27): read by the organisation's managers and owners on /team, and by its
// read-only API key. Checked like every organisation endpoint (server/organisations/access.server.ts),
// so the isolation suite calls these from another organisation too.

const orgId = { orgId: "The organisation's `id` (a UUID)." };
const REPORT_ERRORS = ["validation_error", "unauthorized", "forbidden", "not_found", "rate_limited"] as const satisfies readonly ApiErrorCode[];
const counts = { assigned: 24, not_started: 4, in_progress: 9, completed: 8, overdue: 3 };
const sampleProgram = "5b0f8e1e-3c1a-4f7e-9a57-2f1c7b9d8e21";
const sampleRow = {
  user_id: "V1StGXR8Z5jdHi6BmyT7pQk2aE3n4MfL",
  name: "Asha Verma",
  email: "asha@example.com",
  team: "Data",
  program_id: sampleProgram,
  program_title: "Machine Learning with scikit-learn",
  progress: 100,
  state: "completed",
  due_date: "2026-12-31",
  last_activity_at: "2026-11-20T09:30:00.000Z",
  completed_at: "2026-11-20T09:30:00.000Z",
  certificate: { code: "ABCD-EFGH-JKMN", verification_url: "https://cortexa.ai/certificates/verify?code=ABCD-EFGH-JKMN" },
} as const;

export const programsReport = defineOperation({
  id: "report-programs",
  method: "get",
  path: "/organisations/{orgId}/reports/programs",
  tag: "Organisations",
  summary: "Per assigned program: assigned, not started, in progress, completed, overdue; and completions per week (managers and owners; API key)",
  description: "Each assignment has one state: completed, else overdue when its due date has passed, else in progress or not started.",
  auth: "user",
  orgKey: true,
  params: orgId,
  response: {
    status: 200,
    description: "The report",
    schema: programReportSchema,
    example: { as_of: "2026-11-26", programs: [{ program_id: sampleProgram, title: sampleRow.program_title, ...counts }], weekly: [{ week_start: "2026-11-23", completed: 2 }] },
  },
  errors: REPORT_ERRORS,
  rateLimit: apiRateRules.reports,
});

export const teamsReport = defineOperation({
  id: "report-teams",
  method: "get",
  path: "/organisations/{orgId}/reports/teams",
  tag: "Organisations",
  summary: "The same counts per team, for every program or one (managers and owners; API key)",
  auth: "user",
  orgKey: true,
  params: orgId,
  query: z.object({ program_id: z.uuid().optional() }),
  response: {
    status: 200,
    description: "The report",
    schema: teamReportSchema,
    example: { as_of: "2026-11-26", teams: [{ team_id: "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f", name: "Data", ...counts }] },
  },
  errors: REPORT_ERRORS,
  rateLimit: apiRateRules.reports,
});

export const peopleReport = defineOperation({
  id: "report-people",
  method: "get",
  path: "/organisations/{orgId}/reports/people",
  tag: "Organisations",
  summary: "One row per person and assigned program: progress, state, due date, last activity, certificate; searchable and filtered (managers and owners; API key)",
  auth: "user",
  orgKey: true,
  params: orgId,
  query: peopleQuerySchema,
  response: { status: 200, description: "A page of rows, by name then program", schema: peopleReportSchema, example: { rows: [sampleRow], total: 1 } },
  errors: REPORT_ERRORS,
  rateLimit: apiRateRules.reports,
});

export const personReport = defineOperation({
  id: "report-person",
  method: "get",
  path: "/organisations/{orgId}/reports/people/{userId}",
  tag: "Organisations",
  summary: "One member's assigned programs, module by module (managers and owners; API key)",
  auth: "user",
  orgKey: true,
  params: { ...orgId, userId: "The member's `user_id`." },
  response: {
    status: 200,
    description: "The person and their assigned programs",
    schema: personReportSchema,
    example: {
      person: { user_id: sampleRow.user_id, name: sampleRow.name, email: sampleRow.email, team: "Data", role: "learner" },
      programs: [
        {
          program_id: sampleProgram,
          title: sampleRow.program_title,
          progress: 100,
          state: "completed",
          due_date: "2026-12-31",
          last_activity_at: sampleRow.last_activity_at,
          completed_at: sampleRow.completed_at,
          certificate: sampleRow.certificate,
          modules: [{ position: 1, title: "Supervised learning", completed_at: "2026-11-18T08:00:00.000Z" }],
        },
      ],
    },
  },
  errors: REPORT_ERRORS,
  rateLimit: apiRateRules.reports,
});

const exportDescription =
  "Every row of the people table with the filters given, streamed. A cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe.";

export const exportPeopleCsv = defineOperation({
  id: "report-people-csv",
  method: "get",
  path: "/organisations/{orgId}/reports/people.csv",
  tag: "Organisations",
  summary: "The people table as CSV, filters applied (managers and owners; API key)",
  description: exportDescription,
  auth: "user",
  orgKey: true,
  params: orgId,
  query: peopleFilterSchema,
  response: { status: 200, description: "The CSV file (a download)", contentType: "text/csv" },
  errors: REPORT_ERRORS,
  rateLimit: apiRateRules.reportExports,
});

export const exportPeopleXlsx = defineOperation({
  id: "report-people-xlsx",
  method: "get",
  path: "/organisations/{orgId}/reports/people.xlsx",
  tag: "Organisations",
  summary: "The people table as an Excel workbook (.xlsx), filters applied (managers and owners; API key)",
  description: exportDescription,
  auth: "user",
  orgKey: true,
  params: orgId,
  query: peopleFilterSchema,
  response: { status: 200, description: "The workbook (a download)", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  errors: REPORT_ERRORS,
  rateLimit: apiRateRules.reportExports,
});
