import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AdminModule, AdminProgram, AdminProgramDetail, AuditEvent, ModuleInput, ProgramInput } from "#contracts/programs";
import type { ProgramAuditAction } from "#contracts/vocabulary";
import { catalogueChanged } from "./catalogue.server";
import type { Database } from "../db/client.server";
import { enrollments, programAuditEvents, programModules, programs } from "../db/schema";
import { modulesOf, recomputeProgress } from "../enrollments/enrollments.server";
import { adminModuleJson, catalogueJson, programMissingTranslations } from "./program-json.server";

// The staff's catalogue queries: programs and their modules, each change in one transaction with
// its audit event and the catalogue-changed notification (delivered to every instance on commit).

export interface Actor {
  id: string;
  email: string;
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type ProgramRow = typeof programs.$inferSelect;
type ModuleRow = typeof programModules.$inferSelect;
type Changes = Record<string, { from: unknown; to: unknown }>;

const counts = {
  // Table-qualified by hand: drizzle writes a column of the main table unqualified.
  enrollmentCount: sql<number>`(select count(*)::int from ${enrollments} e where e.program_id = "programs"."id")`,
  moduleCount: sql<number>`(select count(*)::int from ${programModules} m where m.program_id = "programs"."id")`,
};

function toAdminProgram(p: ProgramRow & { enrollmentCount: number; moduleCount: number }): AdminProgram {
  return {
    ...catalogueJson(p),
    translations: p.translations ?? {},
    missing_translations: programMissingTranslations(p.translations ?? {}),
    enrollment_count: p.enrollmentCount,
    module_count: p.moduleCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Every program, active and inactive, with its enrolment and module counts. */
export async function listPrograms(db: Database): Promise<AdminProgram[]> {
  const rows = await db
    .select({ ...getColumns(), ...counts })
    .from(programs)
    .orderBy(asc(programs.title), asc(programs.id));
  return rows.map(toAdminProgram);
}

function getColumns() {
  const { id, title, description, category, level, duration, price, features, isActive, translations, createdAt, updatedAt } = programs;
  return { id, title, description, category, level, duration, price, features, isActive, translations, createdAt, updatedAt };
}

export async function getProgram(db: Database | Tx, id: string): Promise<AdminProgramDetail | undefined> {
  const [row] = await db
    .select({ ...getColumns(), ...counts })
    .from(programs)
    .where(eq(programs.id, id));
  if (!row) return undefined;
  const modules = await modulesOf(db, id);
  return { ...toAdminProgram(row), modules: modules.map((m, i) => adminModuleJson(m, i)) };
}

export async function programHistory(db: Database, programId: string): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(programAuditEvents)
    .where(eq(programAuditEvents.programId, programId))
    .orderBy(desc(programAuditEvents.createdAt), desc(programAuditEvents.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as ProgramAuditAction,
    actor: { id: r.actorId, email: r.actorEmail },
    subject: r.subject,
    changes: r.changes,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function audit(tx: Tx, programId: string, actor: Actor, action: ProgramAuditAction, changes: Changes, subject: string | null = null) {
  await tx.insert(programAuditEvents).values({ programId, actorId: actor.id, actorEmail: actor.email, action, subject, changes });
}

const programColumns = {
  title: "title",
  description: "description",
  category: "category",
  level: "level",
  duration: "duration",
  price: "price",
  features: "features",
  is_active: "isActive",
  translations: "translations",
} as const satisfies Record<keyof ProgramInput, keyof ProgramRow>;

const moduleColumns = {
  title: "title",
  summary: "summary",
  duration_minutes: "durationMinutes",
  lesson_markdown: "lessonMarkdown",
  translations: "translations",
} as const satisfies Record<keyof ModuleInput, keyof ModuleRow>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `input` whose value differs from `row`'s, as audit changes and as a Drizzle update. */
function diff<I extends Record<string, unknown>, R extends Record<string, unknown>>(
  columns: Record<string, string>,
  row: R | undefined,
  input: Partial<I>,
) {
  const changes: Changes = {};
  const update: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (!(field in input)) continue;
    const to = input[field];
    const from = row ? row[column] : null;
    if (row && same(from, to)) continue;
    changes[field] = { from, to };
    update[column] = to;
  }
  return { changes, update };
}

/** Locks the program's row: one change of a program (or of its modules) at a time. */
export async function lockProgram(tx: Tx, id: string): Promise<ProgramRow | undefined> {
  const [row] = await tx.select().from(programs).where(eq(programs.id, id)).for("update");
  return row;
}

export async function createProgram(db: Database, input: ProgramInput, actor: Actor): Promise<AdminProgramDetail> {
  return db.transaction(async (tx) => {
    const { changes, update } = diff(programColumns, undefined, input);
    const [row] = await tx.insert(programs).values(update as typeof programs.$inferInsert).returning({ id: programs.id });
    await audit(tx, row.id, actor, "program_created", changes);
    await catalogueChanged(tx);
    return (await getProgram(tx, row.id))!;
  });
}

export async function updateProgram(db: Database, id: string, input: Partial<ProgramInput>, actor: Actor): Promise<AdminProgramDetail | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockProgram(tx, id);
    if (!row) return undefined;
    const { changes, update } = diff(programColumns, row, input);
    if (Object.keys(changes).length > 0) {
      await tx.update(programs).set(update).where(eq(programs.id, id));
      const action: ProgramAuditAction =
        "is_active" in changes ? (input.is_active ? "program_reactivated" : "program_deactivated") : "program_updated";
      await audit(tx, id, actor, action, changes);
      await catalogueChanged(tx);
    }
    return getProgram(tx, id);
  });
}

/** "not_found", "has_enrollments" (refused: deactivate instead) or "deleted". */
export async function deleteProgram(db: Database, id: string, actor: Actor): Promise<"not_found" | "has_enrollments" | "deleted"> {
  return db.transaction(async (tx) => {
    // FOR UPDATE also makes a simultaneous enrolment wait for this transaction.
    const row = await lockProgram(tx, id);
    if (!row) return "not_found";
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(enrollments).where(eq(enrollments.programId, id));
    if (count > 0) return "has_enrollments";
    await tx.delete(programs).where(eq(programs.id, id));
    await audit(tx, id, actor, "program_deleted", { title: { from: row.title, to: null } }, row.title);
    await catalogueChanged(tx);
    return "deleted";
  });
}

// ---- modules -------------------------------------------------------------------------------------

async function renumber(tx: Tx, programId: string, ids: string[]) {
  for (const [index, moduleId] of ids.entries()) {
    await tx
      .update(programModules)
      .set({ position: index + 1 })
      .where(and(eq(programModules.id, moduleId), eq(programModules.programId, programId)));
  }
}

export async function addModule(db: Database, programId: string, input: ModuleInput, actor: Actor): Promise<AdminModule | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockProgram(tx, programId))) return undefined;
    const existing = await modulesOf(tx, programId);
    const { changes, update } = diff(moduleColumns, undefined, input);
    const [row] = await tx
      .insert(programModules)
      .values({ ...(update as Omit<typeof programModules.$inferInsert, "programId" | "position">), programId, position: existing.length + 1 })
      .returning();
    await recomputeProgress(tx, programId);
    await audit(tx, programId, actor, "module_added", changes, input.title);
    await catalogueChanged(tx);
    return adminModuleJson(row, existing.length);
  });
}

export async function updateModule(
  db: Database,
  programId: string,
  moduleId: string,
  input: Partial<ModuleInput>,
  actor: Actor,
): Promise<AdminModule | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockProgram(tx, programId))) return undefined;
    const modules = await modulesOf(tx, programId);
    const index = modules.findIndex((m) => m.id === moduleId);
    if (index < 0) return undefined;
    const { changes, update } = diff(moduleColumns, modules[index], input);
    if (Object.keys(changes).length === 0) return adminModuleJson(modules[index], index);
    const [row] = await tx.update(programModules).set(update).where(eq(programModules.id, moduleId)).returning();
    await audit(tx, programId, actor, "module_updated", changes, row.title);
    await catalogueChanged(tx);
    return adminModuleJson(row, index);
  });
}

export async function removeModule(db: Database, programId: string, moduleId: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockProgram(tx, programId))) return false;
    const modules = await modulesOf(tx, programId);
    const module = modules.find((m) => m.id === moduleId);
    if (!module) return false;
    await tx.delete(programModules).where(eq(programModules.id, moduleId));
    await renumber(
      tx,
      programId,
      modules.filter((m) => m.id !== moduleId).map((m) => m.id),
    );
    await recomputeProgress(tx, programId);
    await audit(tx, programId, actor, "module_removed", { title: { from: module.title, to: null } }, module.title);
    await catalogueChanged(tx);
    return true;
  });
}

/**
 * Puts the modules in the given order: `ids` must be exactly the program's module ids. The
 * modules in their new order, "not_found", or "mismatch" when the list is not the program's.
 */
export async function reorderModules(db: Database, programId: string, ids: string[], actor: Actor): Promise<AdminModule[] | "not_found" | "mismatch"> {
  return db.transaction(async (tx) => {
    if (!(await lockProgram(tx, programId))) return "not_found";
    const modules = await modulesOf(tx, programId);
    const wanted = ids.map((id) => id.toLowerCase());
    const current = modules.map((m) => m.id);
    if (wanted.length !== current.length || new Set(wanted).size !== wanted.length || !wanted.every((id) => current.includes(id))) {
      return "mismatch";
    }
    const byId = new Map(modules.map((m) => [m.id, m]));
    if (!same(current, wanted)) {
      await renumber(tx, programId, wanted);
      await audit(tx, programId, actor, "modules_reordered", {
        order: { from: modules.map((m) => m.title), to: wanted.map((id) => byId.get(id)!.title) },
      });
      await catalogueChanged(tx);
    }
    return wanted.map((id, index) => adminModuleJson(byId.get(id)!, index));
  });
}
