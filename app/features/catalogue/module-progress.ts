import type { Enrollment } from "#contracts/catalogue";
import { percentOf } from "~/lib/format";

// Learning progress computed in the browser, for the optimistic update of the checklist. The
// server computes the same and its answer replaces this one.

export interface LearningModule {
  /** 1-based, the API's module_id. */
  id: number;
  title: string;
  completed: boolean;
}

/** The program's features as numbered modules, each marked done or not. */
export function learningModules(enrollment: Pick<Enrollment, "course" | "completed_modules">): LearningModule[] {
  const done = new Set(enrollment.completed_modules);
  return enrollment.course.features.map((title, index) => ({ id: index + 1, title, completed: done.has(index + 1) }));
}

/** The enrolment with one module marked done or not done: progress and status follow. */
export function withModule(enrollment: Enrollment, moduleId: number, completed: boolean): Enrollment {
  const total = enrollment.course.features.length;
  const done = new Set(enrollment.completed_modules.filter((id) => id >= 1 && id <= total));
  if (completed) done.add(moduleId);
  else done.delete(moduleId);
  const completedModules = [...done].sort((a, b) => a - b);
  const progress = percentOf(completedModules.length, total);
  return {
    ...enrollment,
    completed_modules: completedModules,
    progress,
    status: progress === 100 ? "completed" : "active",
  };
}
