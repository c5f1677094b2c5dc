import type { Course } from "#contracts/catalogue";
import type { Locale } from "#contracts/locales";
import {
  moduleTranslatedFields,
  programTranslatedFields,
  type AdminModule,
  type Module,
  type ModuleSummary,
  type ModuleTranslations,
  type ProgramTranslations,
} from "#contracts/programs";
import type { programModules, programs } from "../db/schema";

// A program and its modules as the API writes them (snake_case, decision 010): one mapping for the
// public catalogue, an enrolled learner's modules and the staff's pages. In another language than
// English each translated field replaces the English one, field by field; a field not translated
// stays English (docs/decisions/025-server-languages.md).

type ProgramRow = Pick<typeof programs.$inferSelect, "id" | "title" | "description" | "category" | "level" | "duration" | "price" | "features" | "isActive" | "translations">;
type ModuleRow = typeof programModules.$inferSelect;

/** The version of `translations` in `locale` (nothing for English, the content's own language). */
function versionIn<T>(translations: Partial<Record<Exclude<Locale, "en">, T>> | null | undefined, locale: Locale): Partial<T> {
  return locale === "en" ? {} : (translations?.[locale] ?? {});
}

/** A program as the catalogue shows it: the API calls it a course (`Course`, `/courses`), the code a program. */
export const catalogueJson = (p: ProgramRow, locale: Locale = "en"): Course => {
  const t = versionIn<NonNullable<ProgramTranslations["hi"]>>(p.translations, locale);
  return {
    id: p.id,
    title: t.title ?? p.title,
    description: t.description ?? p.description,
    category: p.category as Course["category"],
    level: p.level as Course["level"],
    duration: t.duration ?? p.duration,
    price: p.price,
    features: t.features ?? p.features,
    is_active: p.isActive,
  };
};

/** `index`: the module's place in its program, from 0 (the API's `position` counts from 1). */
export const moduleSummaryJson = (m: Pick<ModuleRow, "id" | "title" | "summary" | "durationMinutes" | "translations">, index: number, locale: Locale = "en"): ModuleSummary => {
  const t = versionIn<NonNullable<ModuleTranslations["hi"]>>(m.translations, locale);
  return {
    id: m.id,
    position: index + 1,
    title: t.title ?? m.title,
    summary: t.summary ?? m.summary,
    duration_minutes: m.durationMinutes,
  };
};

/** With its lesson text: for enrolled learners. */
export const moduleJson = (m: ModuleRow, index: number, locale: Locale = "en"): Module => ({
  ...moduleSummaryJson(m, index, locale),
  lesson_markdown: versionIn<NonNullable<ModuleTranslations["hi"]>>(m.translations, locale).lesson_markdown ?? m.lessonMarkdown,
});

/** The translated fields each language still lacks. */
function missing<F extends string>(fields: readonly F[], translations: Partial<Record<"hi", Partial<Record<F, unknown>>>> | null | undefined): { hi: F[] } {
  return { hi: fields.filter((f) => translations?.hi?.[f] === undefined) };
}

export const programMissingTranslations = (translations: ProgramTranslations) => missing(programTranslatedFields, translations);

/** A module for staff: English, with its other versions and what they lack. */
export const adminModuleJson = (m: ModuleRow, index: number): AdminModule => ({
  ...moduleJson(m, index),
  translations: m.translations ?? {},
  missing_translations: missing(moduleTranslatedFields, m.translations),
});
