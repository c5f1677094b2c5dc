import path from "node:path";
import fs from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { acquireDirLock } from "./lock.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

// PGlite's default start parameters, less "-F": PostgreSQL then fsyncs, so an acknowledged write
// is on disk and not only in the page cache (see docs/decisions/002-embedded-database.md).
const pgliteStartParams = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
];

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  fsync?: boolean;
  /** In-memory PGlite (tests): no directory, no lock. */
  memory?: boolean;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max });
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    migrate: () => migrate(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let release = () => {};
  let dir: string | undefined;
  if (!options.memory) {
    const dataDir = path.resolve(options.dataDir);
    release = acquireDirLock(dataDir);
    dir = path.join(dataDir, "db");
    fs.mkdirSync(dataDir, { recursive: true });
  }
  let client;
  try {
    client = await PGlite.create(dir, {
      startParams: options.fsync === false ? undefined : pgliteStartParams,
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
