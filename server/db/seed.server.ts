import { sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { programs } from "./schema";
import { seedPrograms } from "./seed-programs";

/** Fills an empty catalogue with the sample programs; leaves a catalogue with rows alone. */
export async function seedIfEmpty(db: Database): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(programs);
  if (count > 0) return 0;
  await db.insert(programs).values(seedPrograms.map((p) => ({ ...p, isActive: p.isActive ?? true })));
  return seedPrograms.length;
}
