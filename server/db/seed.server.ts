import { sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { programModules, programs } from "./schema";
import { seedPrograms } from "./seed-programs";

/**
 * Fills an empty catalogue with the sample programs, each with one module per feature (as the
 * migration made them for the programs that existed before modules); leaves a catalogue with rows alone.
 */
export async function seedIfEmpty(db: Database): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(programs);
  if (count > 0) return 0;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(programs)
      .values(seedPrograms.map((p) => ({ ...p, isActive: p.isActive ?? true })))
      .returning({ id: programs.id, features: programs.features });
    const modules = rows.flatMap((p) => p.features.map((title, index) => ({ programId: p.id, position: index + 1, title })));
    if (modules.length > 0) await tx.insert(programModules).values(modules);
  });
  return seedPrograms.length;
}
