import type { Enrollment } from "~/lib/programs";

export interface DashboardStats {
  activePrograms: number;
  completedPrograms: number;
  /** Whole percent. */
  averageProgress: number;
}

/** The stat cards' formulas (spec section 2, Dashboard). Study Time is static and not computed. */
export function dashboardStats(enrollments: readonly Pick<Enrollment, "status" | "progress">[]): DashboardStats {
  const active = enrollments.filter((e) => e.status === "active");
  const completedPrograms = enrollments.filter((e) => e.status === "completed").length;
  const averageProgress = active.length
    ? Math.round(active.reduce((sum, e) => sum + e.progress, 0) / active.length)
    : 0;
  return { activePrograms: active.length, completedPrograms, averageProgress };
}

export const activeEnrollments = <T extends Pick<Enrollment, "status">>(enrollments: readonly T[]) =>
  enrollments.filter((e) => e.status === "active");
