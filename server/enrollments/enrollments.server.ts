import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Enrollment } from "#contracts/catalogue";
import { issueMissingCertificates } from "../certificates/certificate-queries.server";
import type { Database } from "../db/client.server";
import { enrollments, moduleCompletions, programModules, programs } from "../db/schema";

// The enrolments queries, used by the courses, users, me and staff routes. Enrolments are
// returned as the API shows them: with the course's (the spec's program's) title, category, duration, level and
// features (spec: "a joined program object") and the ids of the modules the learner has done.

type Executor = Pick<Database, "select" | "update" | "insert" | "delete" | "execute">;

async function select(db: Database, where: SQL): Promise<Enrollment[]> {
  const rows = await db
    .select({
      id: enrollments.id,
      userId: enrollments.userId,
      programId: enrollments.programId,
      status: enrollments.status,
      progress: enrollments.progress,
      completedModules: sql<string[]>`coalesce((
        select array_agg(${moduleCompletions.moduleId} order by ${programModules.position})
        from ${moduleCompletions} join ${programModules} on ${programModules.id} = ${moduleCompletions.moduleId}
        where ${moduleCompletions.enrollmentId} = "enrollments"."id"
      ), '{}')`,
      enrolledAt: enrollments.enrolledAt,
      title: programs.title,
      category: programs.category,
      duration: programs.duration,
      level: programs.level,
      features: programs.features,
    })
    .from(enrollments)
    .innerJoin(programs, eq(programs.id, enrollments.programId))
    .where(where)
    .orderBy(desc(enrollments.enrolledAt));
  return rows.map((r) => ({
    id: r.id,
    // Every enrolment read here is a learner's own; only a deleted account's have no user.
    user_id: r.userId ?? "",
    course_id: r.programId,
    status: r.status as Enrollment["status"],
    progress: r.progress,
    completed_modules: r.completedModules,
    enrolled_at: r.enrolledAt.toISOString(),
    course: {
      title: r.title,
      category: r.category as Enrollment["course"]["category"],
      duration: r.duration,
      level: r.level as Enrollment["course"]["level"],
      features: r.features,
    },
  }));
}

export const enrollmentsOfUser = (db: Database, userId: string) => select(db, eq(enrollments.userId, userId));

export async function enrollmentById(db: Database, id: string): Promise<Enrollment | undefined> {
  return (await select(db, eq(enrollments.id, id)))[0];
}

export async function enrollmentOf(db: Database, userId: string, programId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.programId, programId)));
  return row;
}

/** Enrols a user in a program: the new enrolment's id, or null when the user already was enrolled. */
export async function enroll(db: Database, userId: string, programId: string, paymentMethod: string | null): Promise<string | null> {
  // The unique (user_id, program_id) index decides between simultaneous requests: one row.
  const [row] = await db
    .insert(enrollments)
    .values({ userId, programId, paymentMethod })
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.programId] })
    .returning({ id: enrollments.id });
  return row?.id ?? null;
}

/** A program's modules in order, with their lesson text (an enrolled learner's view, and staff's). */
export function modulesOf(db: Pick<Database, "select">, programId: string) {
  return db
    .select()
    .from(programModules)
    .where(eq(programModules.programId, programId))
    .orderBy(asc(programModules.position), asc(programModules.createdAt));
}

/**
 * The share of the program's modules that the enrolment has done, in whole percent. The outer
 * enrolment is named by hand ("enrollments"."id"): drizzle writes the main table's columns
 * unqualified, and inside this subquery "id" would be program_modules.id.
 */
const progressSql = (programId: SQL | string) => sql<number>`(
  select case when count(*) = 0 then 0
    else round(100.0 * count(${moduleCompletions.moduleId}) / count(*))::int end
  from ${programModules}
  left join ${moduleCompletions}
    on ${moduleCompletions.moduleId} = ${programModules.id} and ${moduleCompletions.enrollmentId} = "enrollments"."id"
  where ${programModules.programId} = ${programId}
)`;

/** The completion time: kept while the enrolment stays completed, now when it becomes so, null while active. */
const completedAtSql = (progress: SQL) => sql`case when ${progress} = 100 then coalesce("enrollments"."completed_at", now()) else null end`;

/**
 * Marks one module of the user's enrolment done or not done, then sets progress (the share of
 * the program's modules done) and status (completed at 100 %, else active): the learner's own
 * action decides both. Reaching 100 % issues the enrolment's certificate in the same transaction
 * (once: a certificate stays when a module is unmarked later). The enrolment's id, or null when
 * the user is not enrolled.
 */
export async function markModule(
  db: Database,
  { userId, programId, moduleId, completed }: { userId: string; programId: string; moduleId: string; completed: boolean },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const enrollment = await lockEnrollment(tx, userId, programId);
    if (!enrollment) return null;
    await setModuleDone(tx, { enrollmentId: enrollment.id, programId, moduleId, completed });
    return enrollment.id;
  });
}

/** The user's enrolment in the program, its row locked: saves of one enrolment happen one after another. */
export async function lockEnrollment(tx: Executor & Pick<Database, "select">, userId: string, programId: string): Promise<{ id: string } | undefined> {
  // The row lock orders two saves of one enrolment: the second computes from the first's result.
  const [enrollment] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.programId, programId)))
    .for("update");
  return enrollment;
}

/**
 * In the caller's transaction (the enrolment locked): the mark, then progress and status, and the
 * certificate when this completes the program. Passing a module's quiz calls it too.
 */
export async function setModuleDone(
  tx: Executor,
  { enrollmentId, programId, moduleId, completed }: { enrollmentId: string; programId: string; moduleId: string; completed: boolean },
): Promise<void> {
  if (completed) {
    await tx.insert(moduleCompletions).values({ enrollmentId, moduleId }).onConflictDoNothing();
  } else {
    await tx.delete(moduleCompletions).where(and(eq(moduleCompletions.enrollmentId, enrollmentId), eq(moduleCompletions.moduleId, moduleId)));
  }
  const progress = progressSql(programId);
  const [{ status }] = await tx
    .update(enrollments)
    .set({ progress, status: sql`case when ${progress} = 100 then 'completed' else 'active' end`, completedAt: completedAtSql(progress), lastActivityAt: sql`now()` })
    .where(eq(enrollments.id, enrollmentId))
    .returning({ status: enrollments.status });
  if (status === "completed") await issueMissingCertificates(tx, { enrollmentId });
}

/**
 * After staff add or remove a module: the active enrolments of the program get their progress
 * again (the share of the modules now there), and one that reaches 100 % is completed and gets
 * its certificate. A completed enrolment keeps its completion and progress
 * (docs/decisions/013-completion-rule.md).
 */
export async function recomputeProgress(tx: Executor, programId: string): Promise<void> {
  const progress = progressSql(sql`"enrollments"."program_id"`);
  await tx
    .update(enrollments)
    .set({ progress, status: sql`case when ${progress} = 100 then 'completed' else 'active' end`, completedAt: completedAtSql(progress) })
    .where(and(eq(enrollments.programId, programId), eq(enrollments.status, "active")));
  await issueMissingCertificates(tx, { programId });
}
