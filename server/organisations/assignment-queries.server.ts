import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { dueStateOf, type Assignment } from "#contracts/organisations";
import type { Database } from "../db/client.server";
import { assignments, enrollments, memberships, organisations, organisationTeams, programs, users } from "../db/schema";
import { fail } from "../http/api-error.server";
import { assertWritable, lockOrganisation } from "./access.server";

// Assignments: a course an organisation gives its members. The assignee is enrolled (the
// organisation's plan pays: the enrolment's payment method is "organisation"); the progress a
// manager sees is read from that enrolment, for assigned courses only, so nothing of a member's
// other enrolments reaches the organisation.

export const ORGANISATION_PAYMENT = "organisation";

type Reader = Pick<Database, "select">;

/**
 * Assigns the course to the members named and/or the team's members, enrolling each. Twice is
 * the same as once: the unique (organisation, course, member) row decides.
 */
export async function assign(
  db: Database,
  { orgId, assignedBy, courseId, userIds, teamId, dueDate }: { orgId: string; assignedBy: string; courseId: string; userIds: string[]; teamId: string | null; dueDate: string | null },
): Promise<{ assigned: number; unchanged: number }> {
  return db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, orgId);
    assertWritable(organisation);
    const [course] = await tx.select({ id: programs.id }).from(programs).where(and(eq(programs.id, courseId), eq(programs.isActive, true)));
    if (!course) fail("validation_error", "Choose an active program.", { course_id: "Choose an active program" });
    if (teamId) {
      const [team] = await tx.select({ id: organisationTeams.id }).from(organisationTeams).where(and(eq(organisationTeams.id, teamId), eq(organisationTeams.organisationId, orgId)));
      if (!team) fail("validation_error", "No team of this organisation has this id.", { team_id: "Choose a team of this organisation" });
    }
    const targets = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, orgId),
          teamId && userIds.length
            ? sql`(${memberships.teamId} = ${teamId} or ${inArray(memberships.userId, userIds)})`
            : teamId
              ? eq(memberships.teamId, teamId)
              : inArray(memberships.userId, userIds),
        ),
      );
    const found = new Set(targets.map((t) => t.userId));
    const strangers = userIds.filter((id) => !found.has(id));
    if (strangers.length) fail("validation_error", "Some of the people chosen are not members of this organisation.", { user_ids: "Choose members of this organisation" });
    if (!targets.length) fail("validation_error", "This team has no members yet.", { team_id: "This team has no members yet" });

    const inserted = await tx
      .insert(assignments)
      .values(targets.map((t) => ({ organisationId: orgId, programId: courseId, userId: t.userId, dueDate, assignedBy })))
      .onConflictDoNothing({ target: [assignments.organisationId, assignments.programId, assignments.userId] })
      .returning({ userId: assignments.userId });
    if (inserted.length) {
      await tx
        .insert(enrollments)
        .values(inserted.map((r) => ({ userId: r.userId, programId: courseId, paymentMethod: ORGANISATION_PAYMENT })))
        .onConflictDoNothing({ target: [enrollments.userId, enrollments.programId] });
    }
    return { assigned: inserted.length, unchanged: targets.length - inserted.length };
  });
}

export async function assignmentsOf(db: Reader, orgId: string, now = new Date()): Promise<Assignment[]> {
  const rows = await db
    .select({
      id: assignments.id,
      courseId: assignments.programId,
      title: programs.title,
      userId: assignments.userId,
      name: users.name,
      email: users.email,
      team: organisationTeams.name,
      dueDate: assignments.dueDate,
      progress: sql<number>`coalesce(${enrollments.progress}, 0)`,
      assignedAt: assignments.createdAt,
    })
    .from(assignments)
    .innerJoin(programs, eq(programs.id, assignments.programId))
    .innerJoin(users, eq(users.id, assignments.userId))
    .leftJoin(memberships, and(eq(memberships.organisationId, assignments.organisationId), eq(memberships.userId, assignments.userId)))
    .leftJoin(organisationTeams, eq(organisationTeams.id, memberships.teamId))
    .leftJoin(enrollments, and(eq(enrollments.userId, assignments.userId), eq(enrollments.programId, assignments.programId)))
    .where(eq(assignments.organisationId, orgId))
    .orderBy(asc(programs.title), asc(users.name));
  return rows.map((r) => ({
    id: r.id,
    course_id: r.courseId,
    course_title: r.title,
    user_id: r.userId,
    name: r.name,
    email: r.email,
    team: r.team,
    due_date: r.dueDate,
    due_state: dueStateOf(r.dueDate, r.progress, now),
    progress: r.progress,
    assigned_at: r.assignedAt.toISOString(),
  }));
}

export async function removeAssignment(db: Database, orgId: string, assignmentId: string): Promise<boolean> {
  const rows = await db
    .delete(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.organisationId, orgId)))
    .returning({ id: assignments.id });
  return rows.length > 0;
}

/** The signed-in learner's assignments (their dashboard): course, organisation, due date and state. */
export async function myAssignments(db: Reader, userId: string, now = new Date()) {
  const rows = await db
    .select({ courseId: assignments.programId, organisation: organisations.name, dueDate: assignments.dueDate, progress: sql<number>`coalesce(${enrollments.progress}, 0)` })
    .from(assignments)
    .innerJoin(organisations, eq(organisations.id, assignments.organisationId))
    .leftJoin(enrollments, and(eq(enrollments.userId, assignments.userId), eq(enrollments.programId, assignments.programId)))
    .where(eq(assignments.userId, userId))
    .orderBy(asc(assignments.dueDate));
  return rows.map((r) => ({ course_id: r.courseId, organisation: r.organisation, due_date: r.dueDate, due_state: dueStateOf(r.dueDate, r.progress, now) }));
}
