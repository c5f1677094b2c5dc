import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { build } from "esbuild";
import { backupStream } from "../server/db/backup-file.server";
import { latestMigration } from "../server/db/client.server";
import { migrationsFolder } from "../server/db/database.server";
import { INITIAL_IMAGE } from "../server/db/pglite.server";
import { parseEnv } from "../server/env.server";
import { siteOrigins } from "../server/http/origins.server";
import { compressedDir, loadStaticSite, type StaticSite } from "../server/http/static-site.server";

// The production server as JavaScript, compiled with the site (react-router.config.ts, buildEnd):
// `npm start` runs it with Node alone, with no TypeScript compiler loaded at start-up. Our code is
// bundled into one file per entry; npm packages stay imports (they load from node_modules, so the
// build directory must sit inside the project, as ./build does). The migrations are copied beside
// it (server/db/client.server.ts looks there first). No shared chunks: each entry file begins with
// the import that sets NODE_ENV, which must stay first.

const root = path.resolve(import.meta.dirname, "..");

/** Entry points: the server, and the command-line tools that run against a production install. */
export const serverEntries = {
  index: "server/index.ts",
  // The certificate renderer's thread (server/certificates/render-in-worker.server.ts).
  "certificate-worker": "server/certificates/render-worker.ts",
  admin: "scripts/admin.ts",
  db: "scripts/db.ts",
};

export async function buildServer(buildDir: string): Promise<void> {
  const out = path.resolve(root, buildDir, "server");
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  // npm packages are imported before the bundled code runs (ES modules load their imports first),
  // and some read NODE_ENV when they load: this import, first in each file, sets it before them.
  fs.writeFileSync(path.join(out, "production-mode.js"), 'process.env.NODE_ENV = "production";\n');
  await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir: out,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    banner: { js: 'import "./production-mode.js";' },
    logLevel: "warning",
  });
  fs.cpSync(path.join(root, "drizzle"), path.join(out, "drizzle"), { recursive: true });
  await writeInitialDataDir(path.join(out, INITIAL_IMAGE));
  // The compressed forms of the site's files, for the origin a start without PUBLIC_URL serves.
  const clientDir = path.resolve(root, buildDir, "client");
  fs.rmSync(compressedDir(clientDir), { recursive: true, force: true });
  await compressAll(loadStaticSite(clientDir, siteOrigins(parseEnv({ PUBLIC_URL: process.env.PUBLIC_URL, PORT: process.env.PORT })).primary));
}

/** Every compressed form of the site made, which keeps each in the build's cache (compressedDir). */
async function compressAll(site: StaticSite): Promise<void> {
  const all = [...site.pages.values(), ...site.files.values(), site.notFound, ...site.notFoundIn.values()];
  // All at once: libuv's thread pool compresses a few at a time, on every core.
  await Promise.all(all.flatMap((file) => [file.gzip?.get(), file.br?.get()]));
}

/**
 * A new embedded database runs PostgreSQL's initdb inside WebAssembly, in a second PGlite instance:
 * the first start peaked at ~950 MiB and kept most of it. Done once here, at build time, on disk,
 * and packed in the backup file format; the server unpacks it into a new DATA_DIR and opens it like
 * any existing database (first start as small as any later one). It is the same PGlite as the
 * server's (package-lock.json is a build input: another version means another build). The build's
 * migrations are applied to it too (they are schema only, no rows): a new DATA_DIR then starts
 * without running them, ~1.3 s and 1.6 s of CPU less (a test run starts about twenty).
 */
async function writeInitialDataDir(file: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "initial-db-"));
  try {
    const pg = await PGlite.create(path.join(temp, "db"));
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(drizzle(pg), { migrationsFolder });
    await pg.close();
    const latest = latestMigration();
    const manifest = { format: 1 as const, createdAt: new Date().toISOString(), migration: latest.when, migrationTag: latest.tag };
    await pipeline(backupStream(path.join(temp, "db"), manifest), fs.createWriteStream(file));
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}
