import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { progressPercent, type Enrollment } from "#contracts/catalogue";
import type { Database } from "../db/client.server";
import { enrollments, programs } from "../db/schema";

// The enrolments queries, used by the courses, users and me routes. Enrolments are returned as
// the API shows them: with the course's (the spec's program's) title, category, duration, level and
// modules (spec: "a joined program object").

async function select(db: Database, where: SQL): Promise<Enrollment[]> {
  const rows = await db
    .select({
      id: enrollments.id,
      userId: enrollments.userId,
      programId: enrollments.programId,
      status: enrollments.status,
      progress: enrollments.progress,
      completedModules: enrollments.completedModules,
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
    user_id: r.userId,
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

/**
 * Marks one module (1-based) of a program completed or not, and sets the progress and status
 * from the modules completed of `totalModules`. The enrolment's id, or null when the user is not
 * enrolled.
 */
export async function markModule(
  db: Database,
  { userId, programId, moduleId, completed, totalModules }: { userId: string; programId: string; moduleId: number; completed: boolean; totalModules: number },
): Promise<string | null> {
  // One statement, so two updates at once cannot lose each other's module.
  const modules = completed
    ? sql`(select coalesce(array_agg(distinct m order by m), '{}') from unnest(array_append(${enrollments.completedModules}, ${moduleId}::int)) as m)`
    : sql`array_remove(${enrollments.completedModules}, ${moduleId}::int)`;
  const [row] = await db
    .update(enrollments)
    .set({ completedModules: modules })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.programId, programId)))
    .returning({ id: enrollments.id, completedModules: enrollments.completedModules });
  if (!row) return null;
  const done = row.completedModules.filter((m) => m <= totalModules).length;
  const progress = progressPercent(done, totalModules);
  await db
    .update(enrollments)
    .set({ progress, status: progress === 100 ? "completed" : "active" })
    .where(eq(enrollments.id, row.id));
  return row.id;
}
