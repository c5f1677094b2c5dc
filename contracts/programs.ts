import { z } from "./zod";
import { programAuditActions, programCategories, programCategoryLabels, programLevels } from "./vocabulary";

// Staff management of the catalogue (/admin/programs, /api/v1/admin/programs…): one validation
// schema per form, used by the staff pages (react-hook-form) and by the server. JSON in snake_case.

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const PROGRAM_LIMITS = { title: 120, description: 1000, duration: 40, feature: 120, features: 10, maxPrice: 10_000_000 } as const;

// ---- content in other languages (issue 29; docs/decisions/025-server-languages.md) -----------
// English is the content itself; another language's version holds only the fields written in it,
// and each field missing there falls back to the English one. A field left empty is missing.

/** A translated text: empty (or only spaces) means "not translated", so it is left out. */
const translatedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || undefined);

/** The program fields that have versions in other languages, in the editor's order. */
export const programTranslatedFields = ["title", "description", "duration", "features"] as const;
/** The module fields that have versions in other languages. */
export const moduleTranslatedFields = ["title", "summary", "lesson_markdown"] as const;

const programTranslationSchema = z.object({
  title: translatedText("Hindi title", 120),
  description: translatedText("Hindi description", 1000),
  duration: translatedText("Hindi duration", 40),
  features: z
    .array(z.string({ error: "Each feature must be text" }).trim().max(120, "Each feature must be at most 120 characters"), { error: "Features must be a list of text" })
    .max(10, "At most 10 features")
    .nullish()
    .transform((v) => {
      const kept = v?.filter(Boolean) ?? [];
      return kept.length ? kept : undefined;
    }),
});

const moduleTranslationSchema = z.object({
  title: translatedText("Hindi title", 120),
  summary: translatedText("Hindi summary", 300),
  lesson_markdown: translatedText("Hindi lesson text", 20_000),
});

/** `{ "hi": { "title": "…", … } }`: each language's version; a language sent replaces its whole version. */
export const programTranslationsSchema = z
  .object({ hi: programTranslationSchema.optional() })
  .describe("The program in other languages: `hi` (Hindi) with any of title, description, duration and features. A field left out or empty falls back to the English one.")
  .meta({ id: "ProgramTranslations" });
export type ProgramTranslations = z.output<typeof programTranslationsSchema>;
export const moduleTranslationsSchema = z
  .object({ hi: moduleTranslationSchema.optional() })
  .describe("The module in other languages: `hi` (Hindi) with any of title, summary and lesson_markdown. A field left out or empty falls back to the English one.")
  .meta({ id: "ModuleTranslations" });
export type ModuleTranslations = z.output<typeof moduleTranslationsSchema>;

/** Which translated fields each language lacks (staff see them in the editor). */
const missingSchema = <T extends readonly [string, ...string[]]>(fields: T) =>
  z.object({ hi: z.array(z.enum(fields)) }).describe("Per language, the fields not translated yet (they show the English text).");

/** A program as staff create and edit it: every field of the spec's `programs` table. */
export const programInputSchema = z
  .object({
    title: requiredText("Title", PROGRAM_LIMITS.title),
    description: requiredText("Description", PROGRAM_LIMITS.description),
    category: z.enum(programCategories, { error: "Choose a category" }),
    level: z.enum(programLevels, { error: "Choose a level" }),
    duration: requiredText("Duration", PROGRAM_LIMITS.duration),
    price: z
      .number({ error: "Price must be a whole number of rupees" })
      .int("Price must be a whole number of rupees")
      .min(0, "Price cannot be negative")
      .max(PROGRAM_LIMITS.maxPrice, "Price must be at most ₹1,00,00,000"),
    features: z
      .array(
        z
          .string({ error: "Each feature must be text" })
          .trim()
          .min(1, "A feature cannot be empty")
          .max(PROGRAM_LIMITS.feature, `Each feature must be at most ${PROGRAM_LIMITS.feature} characters`),
        { error: "Features must be a list of text" },
      )
      .min(1, "Add at least one feature")
      .max(PROGRAM_LIMITS.features, `At most ${PROGRAM_LIMITS.features} features`),
    is_active: z.boolean({ error: "Active must be true or false" }),
    translations: programTranslationsSchema.optional(),
  })
  .meta({ id: "ProgramInput" });
export type ProgramInput = z.output<typeof programInputSchema>;

/** PATCH: any of the fields (deactivate is `{ "is_active": false }`). */
export const programPatchSchema = programInputSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change" })
  .meta({ id: "ProgramPatch" });

export const MODULE_LIMITS = { title: 120, summary: 300, lesson: 20_000, minutes: 6000 } as const;

/** A module as staff add and edit it. */
export const moduleInputSchema = z
  .object({
    title: requiredText("Title", MODULE_LIMITS.title),
    summary: requiredText("Summary", MODULE_LIMITS.summary),
    duration_minutes: z
      .number({ error: "Estimated duration must be a whole number of minutes" })
      .int("Estimated duration must be a whole number of minutes")
      .min(1, "Estimated duration must be at least 1 minute")
      .max(MODULE_LIMITS.minutes, `Estimated duration must be at most ${MODULE_LIMITS.minutes} minutes`),
    lesson_markdown: z
      .string({ error: "Lesson text must be text" })
      .max(MODULE_LIMITS.lesson, `Lesson text must be at most ${MODULE_LIMITS.lesson.toLocaleString("en-US")} characters`)
      .nullish()
      .transform((v) => (v?.trim() ? v : null)),
    translations: moduleTranslationsSchema.optional(),
  })
  .meta({ id: "ModuleInput" });
export type ModuleInput = z.output<typeof moduleInputSchema>;

export const modulePatchSchema = moduleInputSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change" })
  .meta({ id: "ModulePatch" });

export const moduleOrderSchema = z
  .object({
    module_ids: z.array(z.uuid("Each module id must be a module's id"), { error: "module_ids must be the list of the program's module ids" }),
  })
  .meta({ id: "ModuleOrder" });

// ---- what the API answers ----------------------------------------------------------------------

/** A module as the public catalogue shows it (GET /courses/{id}): no lesson text. */
export const moduleSummarySchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().describe("1-based place in the program"),
    title: z.string(),
    summary: z.string(),
    duration_minutes: z.number().int().nullable().describe("Estimated duration in minutes"),
  })
  .meta({ id: "ModuleSummary" });
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

/** A module with its lesson text (Markdown): for staff and enrolled learners. */
export const moduleSchema = moduleSummarySchema
  .extend({ lesson_markdown: z.string().nullable().describe("Lesson text in Markdown (rendered without raw HTML)") })
  .meta({ id: "Module" });
export type Module = z.infer<typeof moduleSchema>;

/** A program as the API writes it: the public Course (catalogue.ts) is these fields, the staff's AdminProgram adds to them. */
export const programFields = {
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(programCategories),
  level: z.enum(programLevels),
  duration: z.string(),
  price: z.number().int().describe("Price in Indian rupees"),
  features: z.array(z.string()).describe("The program's highlights (a card shows up to 3)"),
  is_active: z.boolean(),
};

/** A module as staff see it: with its versions in other languages and what they lack. */
export const adminModuleSchema = moduleSchema
  .extend({ translations: moduleTranslationsSchema, missing_translations: missingSchema(moduleTranslatedFields) })
  .meta({ id: "AdminModule" });
export type AdminModule = z.infer<typeof adminModuleSchema>;

export const adminProgramSchema = z
  .object({
    ...programFields,
    translations: programTranslationsSchema,
    missing_translations: missingSchema(programTranslatedFields),
    enrollment_count: z.number().int(),
    module_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminProgram" });
export type AdminProgram = z.infer<typeof adminProgramSchema>;

export const adminProgramDetailSchema = adminProgramSchema.extend({ modules: z.array(adminModuleSchema) }).meta({ id: "AdminProgramDetail" });
export type AdminProgramDetail = z.infer<typeof adminProgramDetailSchema>;

export const auditEventSchema = z
  .object({
    id: z.uuid(),
    action: z.enum(programAuditActions),
    actor: z.object({ id: z.string().nullable(), email: z.string() }),
    subject: z.string().nullable().describe("The module's title for module changes"),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).describe("Each changed field: its value before and after"),
    created_at: z.string(),
  })
  .meta({ id: "ProgramAuditEvent" });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const categoryOptions = programCategories.map((value) => ({ value, label: programCategoryLabels[value] }));

// The staff API's answers (/api/v1/admin/programs…).
export const adminProgramListSchema = z.object({ programs: z.array(adminProgramSchema) }).meta({ id: "AdminProgramList" });
export const programResponseSchema = z.object({ program: adminProgramDetailSchema }).meta({ id: "AdminProgramResponse" });
export const moduleResponseSchema = z.object({ module: adminModuleSchema }).meta({ id: "ModuleResponse" });
export const moduleListSchema = z.object({ modules: z.array(adminModuleSchema) }).meta({ id: "ModuleList" });
export const auditEventListSchema = z.object({ events: z.array(auditEventSchema) }).meta({ id: "ProgramHistory" });
