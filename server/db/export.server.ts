import fs from "node:fs";
import type { DatabaseHandle } from "./client.server";

// A plain SQL dump of the embedded database (PGlite's pg_dump, @electric-sql/pglite-tools) that
// psql loads into an empty PostgreSQL 15 or newer: the schema (with drizzle's record of the
// applied migrations, so a server on it does not migrate again) and the data.

/** Lines PostgreSQL 15 does not know (pg_dump is PostgreSQL 17's): settings it would refuse. */
const NEWER_THAN_15 = /^SET (transaction_timeout|idle_session_timeout) = .*;\n/gm;

/** Dumps the open embedded database into `file`; returns the bytes written. */
export async function pgliteDump(database: DatabaseHandle, file: string): Promise<number> {
  if (!database.pglite) throw new Error("pg_dump here is for the embedded database");
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  // Multi-row INSERTs (pg_dump always writes INSERTs here): far faster to load than one per row.
  const dump = await pgDump({ pg: database.pglite, args: ["--no-owner", "--no-privileges", "--rows-per-insert=1000"] });
  const text = (await dump.text()).replace(NEWER_THAN_15, "");
  fs.writeFileSync(file, text, { mode: 0o600 });
  return Buffer.byteLength(text);
}
