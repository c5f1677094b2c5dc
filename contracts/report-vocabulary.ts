// Team reports (issue 27): the states, words and sizes the /team pages show, as plain values, so a
// page needs no schema (and no validation library) to name them. contracts/reports.ts builds the
// report schemas from these.

/**
 * An assignment's state: completed (the enrolment is complete), overdue (not completed and its due
 * day has passed), in progress (some modules done) or not started. Overdue wins over the other two,
 * so each assignment has one state and the counts add up to `assigned`.
 */
export const assignmentStates = ["not_started", "in_progress", "completed", "overdue"] as const;
export type AssignmentState = (typeof assignmentStates)[number];

export const reportTexts = {
  states: { not_started: "Not started", in_progress: "In progress", completed: "Completed", overdue: "Overdue" } satisfies Record<AssignmentState, string>,
  assigned: "Assigned",
  noTeam: "No team",
} as const;

/** How many weeks of completions the overview shows. */
export const REPORT_WEEKS = 12;

/** The people table's page size: the same for the page, the API and both exports. */
export const PEOPLE_PAGE_SIZE = 50;
