import { desc, eq, type SQL } from "drizzle-orm";
import type { Enrollment } from "#contracts/catalogue";
import type { Database } from "../db/client.server";
import { enrollments, programs } from "../db/schema";

// Enrolments as the API returns them: with the program's title, category, duration, level and
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
    program_id: r.programId,
    status: r.status as Enrollment["status"],
    progress: r.progress,
    completed_modules: r.completedModules,
    enrolled_at: r.enrolledAt.toISOString(),
    program: {
      title: r.title,
      category: r.category as Enrollment["program"]["category"],
      duration: r.duration,
      level: r.level as Enrollment["program"]["level"],
      features: r.features,
    },
  }));
}

export const enrollmentsOfUser = (db: Database, userId: string) => select(db, eq(enrollments.userId, userId));

export async function enrollmentById(db: Database, id: string): Promise<Enrollment | undefined> {
  return (await select(db, eq(enrollments.id, id)))[0];
}
