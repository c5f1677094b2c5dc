import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.server";

// Every integration test starts from a fresh, migrated database. Made from nothing, that costs a
// PGlite initdb and every migration each time (the larger part of the integration suite's time on
// a 2-core machine); made from a template, it is a copy. The templates are made once per run here:
// a PGlite data directory image (kept in the temporary directory under a name that hashes the
// migrations and PGlite's version, so later runs reuse it) and, with TEST_DATABASE_URL, a template
// database on that server (dropped after the run). freshDatabase still runs the migrations on each
// copy, which then finds nothing to do.

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: { pgliteImage: string; postgresTemplate: string | null };
  }
}

const root = path.resolve(import.meta.dirname, "../..");

function migrationsHash(): string {
  const hash = createHash("sha256");
  const folder = path.join(root, "drizzle");
  const files = [...fs.readdirSync(folder).filter((f) => f.endsWith(".sql")).sort(), "meta/_journal.json"];
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  const pglite = JSON.parse(fs.readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string };
  // The way the image is made, too (an image from before the checkpoint below is not reused).
  return hash.update(pglite.version).update("image: migrated, then checkpoint").digest("hex").slice(0, 16);
}

async function pgliteImage(hash: string): Promise<string> {
  const file = path.join(os.tmpdir(), `test-db-template-${hash}.tar`);
  if (fs.existsSync(file)) return file;
  const handle = await openDatabase({ dataDir: "", memory: true });
  try {
    await handle.migrate();
    // The image is of a running cluster, so every copy opens with crash recovery: it replays the
    // WAL written since the last checkpoint. Without this one, that was initdb's, and each copy
    // replayed every migration again (1.85 MB of WAL): 4.2 s of CPU to open a copy, 3.6-3.7 s
    // with the checkpoint (measured on a loaded 2-core machine, 2026-11-26).
    await handle.pglite!.exec("checkpoint");
    const image = await handle.pglite!.dumpDataDir("none");
    // Written aside and renamed, so a run never reads a half-written image.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

async function postgresTemplate(adminUrl: string, hash: string) {
  const { Client } = await import("pg");
  const name = `test_template_${hash}_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    await handle.migrate();
    await handle.close();
    // A database is copied only when nobody is connected to it: wait until the pool's backends are gone.
    for (;;) {
      const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return { name, drop };
}

export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [image, postgres] = await Promise.all([pgliteImage(hash), adminUrl ? postgresTemplate(adminUrl, hash) : undefined]);
  project.provide("databaseTemplates", { pgliteImage: image, postgresTemplate: postgres?.name ?? null });
  return async () => {
    await postgres?.drop();
  };
}
