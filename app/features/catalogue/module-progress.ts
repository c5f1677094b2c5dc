import type { Enrollment } from "~/lib/programs";
import type { Module } from "#contracts/programs";
import { percentOf } from "~/lib/format";
import { translator, type Translator } from "~/i18n/i18n";
import { sourceLocale } from "#contracts/locales";

// Learning progress computed in the browser, for the optimistic update of the checklist. The
// server computes the same and its answer replaces this one.

export type LearningModule<M extends Module = Module> = M & { completed: boolean };

/** The program's modules in order, each marked done or not. */
export function learningModules<M extends Module>(enrollment: Pick<Enrollment, "completed_modules">, modules: readonly M[]): LearningModule<M>[] {
  const done = new Set(enrollment.completed_modules);
  return modules.map((module) => ({ ...module, completed: done.has(module.id) }));
}

/**
 * The enrolment with one module marked done or not done by the learner: progress is the share
 * of the program's modules done, and status follows (completed at 100 %).
 */
export function withModule<E extends Pick<Enrollment, "completed_modules" | "progress" | "status">>(enrollment: E, moduleIds: readonly string[], moduleId: string, completed: boolean): E {
  const done = new Set(enrollment.completed_modules.filter((id) => moduleIds.includes(id)));
  if (completed) done.add(moduleId);
  else done.delete(moduleId);
  const completedModules = moduleIds.filter((id) => done.has(id));
  const progress = percentOf(completedModules.length, moduleIds.length);
  return {
    ...enrollment,
    completed_modules: completedModules,
    progress,
    status: progress === 100 ? "completed" : "active",
  };
}

/** "45 min", "1 h", "1 h 30 min": in English, or through a page's translator in its language. */
export function formatMinutes(minutes: number, tr: Pick<Translator, "tp"> = translator(sourceLocale, undefined)): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = tr.tp(h, "{count} h", "{count} h");
  const mins = tr.tp(m, "{count} min", "{count} min");
  if (h === 0) return mins;
  return m === 0 ? hours : `${hours} ${mins}`;
}
