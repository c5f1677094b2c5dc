import { openDatabase, type DatabaseHandle } from "../../server/db/client.server";

/**
 * Runs `measureOn` on a new, empty database of the PostgreSQL server at `url` (dropped afterwards), for
 * the benches that measure on PostgreSQL too.
 */
export async function withScratchPostgres(url: string, prefix: string, measureOn: (db: DatabaseHandle) => Promise<void>): Promise<void> {
  const { Client } = await import("pg");
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: "" });
    try {
      await measureOn(handle);
    } finally {
      await handle.close();
      await admin.query(`drop database ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
