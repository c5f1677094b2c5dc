import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { root } from "./server";

/**
 * A PostgreSQL server for the PostgreSQL parts: BENCH_DATABASE_URL or TEST_DATABASE_URL when set,
 * else a throwaway local cluster (scripts/ci/test-postgres.sh) when PostgreSQL is installed.
 */
export function findPostgres(log: (m: string) => void): string | undefined {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (configured) return configured;
  const installed = fs.existsSync("/usr/lib/postgresql") && fs.readdirSync("/usr/lib/postgresql").length > 0;
  if (!installed) {
    log("PostgreSQL is not installed: the PostgreSQL parts are skipped (apt-get install -y postgresql).");
    return undefined;
  }
  const out = execFileSync(path.join(root, "scripts/ci/test-postgres.sh"), ["start"], {
    encoding: "utf8",
    env: { ...process.env, TEST_PG_PORT: process.env.BENCH_PG_PORT ?? "54339" },
  });
  return /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
}

/** A new, empty database on that server; drop() removes it. */
export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
