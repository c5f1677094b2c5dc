import { z } from "./zod";
import { assignmentStates, PEOPLE_PAGE_SIZE, REPORT_WEEKS } from "./report-vocabulary";

// Team reports (issue 27): what a manager (or the organisation's API key) reads of the programs the
// organisation assigned: per program, per team and per person, and the people table with its
// filters. The server computes every number in SQL (server/reports/report-queries.server.ts); the
// /team pages and the exports show them. Shapes and the words people read, once.
//
// The words and sizes the pages need are report-vocabulary.ts's, exported from here too: a page
// imports them without the schemas and ships no validation library.
export * from "./report-vocabulary";

const counts = {
  assigned: z.number().int(),
  not_started: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
};
export type StateCounts = { [K in keyof typeof counts]: number };

export const programReportSchema = z
  .object({
    as_of: z.string().describe("The day the states were computed for (UTC), YYYY-MM-DD"),
    programs: z.array(z.object({ program_id: z.uuid(), title: z.string(), ...counts })),
    weekly: z
      .array(z.object({ week_start: z.string().describe("Monday, YYYY-MM-DD"), completed: z.number().int() }))
      .describe(`Assignments completed per week (Monday to Sunday, UTC), the last ${REPORT_WEEKS} weeks, oldest first`),
  })
  .meta({ id: "ProgramReport" });
export type ProgramReport = z.infer<typeof programReportSchema>;

export const teamReportSchema = z
  .object({
    as_of: z.string(),
    teams: z.array(z.object({ team_id: z.uuid().nullable().describe("Null: members without a team"), name: z.string(), ...counts })),
  })
  .meta({ id: "TeamReport" });
export type TeamReport = z.infer<typeof teamReportSchema>;

/** The people table's filters: the same for the page, the API and both exports. */
export const peopleFilterSchema = z.object({
  q: z.string().trim().max(100).optional().describe("Part of a name or e-mail address"),
  team_id: z.union([z.uuid(), z.literal("none")]).optional().describe("A team's id, or `none` for members without a team"),
  program_id: z.uuid().optional(),
  state: z.enum(assignmentStates).optional(),
});
export type PeopleFilter = z.infer<typeof peopleFilterSchema>;

export const peopleQuerySchema = peopleFilterSchema.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(PEOPLE_PAGE_SIZE),
});

const certificate = z.object({ code: z.string(), verification_url: z.string() }).nullable().describe("The certificate of this program, when issued and not revoked");

const peopleRowSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  team: z.string().nullable(),
  program_id: z.uuid(),
  program_title: z.string(),
  progress: z.number().int().describe("Whole percent of the program's modules done"),
  state: z.enum(assignmentStates),
  due_date: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  certificate,
});
export type PeopleRow = z.infer<typeof peopleRowSchema>;

export const peopleReportSchema = z
  .object({ rows: z.array(peopleRowSchema), total: z.number().int().describe("Rows matching the filters") })
  .meta({ id: "PeopleReport" });

export const personReportSchema = z
  .object({
    person: z.object({ user_id: z.string(), name: z.string(), email: z.string(), team: z.string().nullable(), role: z.string() }),
    programs: z.array(
      z.object({
        program_id: z.uuid(),
        title: z.string(),
        progress: z.number().int(),
        state: z.enum(assignmentStates),
        due_date: z.string().nullable(),
        last_activity_at: z.string().nullable(),
        completed_at: z.string().nullable(),
        certificate,
        modules: z.array(z.object({ position: z.number().int(), title: z.string(), completed_at: z.string().nullable() })),
      }),
    ),
  })
  .meta({ id: "PersonReport" });
export type PersonReport = z.infer<typeof personReportSchema>;

/** The exports' columns, in order (CSV header and the sheet's first row). */
export const exportColumns = [
  { key: "name", label: "Name" },
  { key: "email", label: "E-mail" },
  { key: "team", label: "Team" },
  { key: "program", label: "Program" },
  { key: "progress", label: "Progress (%)" },
  { key: "state", label: "State" },
  { key: "due_date", label: "Due date" },
  { key: "last_activity", label: "Last activity" },
  { key: "completed_at", label: "Completed" },
  { key: "certificate", label: "Certificate" },
] as const;
