import type { Course } from "#contracts/catalogue";
import type { Module, ModuleSummary } from "#contracts/programs";
import type { programModules, programs } from "../db/schema";

// A program and its modules as the API writes them (snake_case, decision 010): one mapping for the
// public catalogue, an enrolled learner's modules and the staff's pages.

type ProgramRow = Pick<typeof programs.$inferSelect, "id" | "title" | "description" | "category" | "level" | "duration" | "price" | "features" | "isActive">;
type ModuleRow = typeof programModules.$inferSelect;

export const courseJson = (p: ProgramRow): Course => ({
  id: p.id,
  title: p.title,
  description: p.description,
  category: p.category as Course["category"],
  level: p.level as Course["level"],
  duration: p.duration,
  price: p.price,
  features: p.features,
  is_active: p.isActive,
});

/** `index`: the module's place in its program, from 0 (the API's `position` counts from 1). */
export const moduleSummaryJson = (m: Pick<ModuleRow, "id" | "title" | "summary" | "durationMinutes">, index: number): ModuleSummary => ({
  id: m.id,
  position: index + 1,
  title: m.title,
  summary: m.summary,
  duration_minutes: m.durationMinutes,
});

/** With its lesson text: for staff and enrolled learners. */
export const moduleJson = (m: ModuleRow, index: number): Module => ({ ...moduleSummaryJson(m, index), lesson_markdown: m.lessonMarkdown });
