import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, type Database, type DatabaseHandle, type OpenOptions } from "./database.server";
import { openPglite } from "./pglite.server";
import { openPostgres } from "./postgres.server";

// Opens the database: PostgreSQL when a URL is given, else the embedded PGlite (decision 002).
// Both adapters answer the one interface of database.server.ts; the migration checks below work on
// either. Each adapter loads its driver (pg, PGlite) only when it is opened.

export type { Database, DatabaseHandle } from "./database.server";
export { isEmbedded } from "./database.server";

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

/** The newest migration this code knows (drizzle records its `when` as created_at). */
export function latestMigration(): { tag: string; when: number } {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.at(-1)!;
}

/** The created_at of the newest migration applied to `db`, or null when none is. */
export async function appliedMigration(db: Database): Promise<number | null> {
  try {
    const result = await db.execute(sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`);
    const value = (result as unknown as { rows: { created_at: string | null }[] }).rows[0]?.created_at;
    return value == null ? null : Number(value);
  } catch {
    return null;
  }
}

/** Every migration of this code is applied to `db` (GET /readyz). */
export async function isMigrated(db: Database): Promise<boolean> {
  const applied = await appliedMigration(db);
  return applied !== null && applied >= latestMigration().when;
}
