import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

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
  await writeInitialDataDir(path.join(out, INITIAL_DATA_DIR));
}

/** Beside the compiled server: a freshly initialised embedded database (server/db/client.server.ts). */
export const INITIAL_DATA_DIR = "pgdata.tar.gz";

/**
 * A new embedded database runs PostgreSQL's initdb inside WebAssembly, in a second PGlite instance:
 * the first start peaked at ~900 MiB. Done once here, at build time, the server's first start loads
 * the result instead (peak ~400 MiB, as any later start). It is the same PGlite as the server's
 * (package-lock.json is a build input: another version means another build).
 */
async function writeInitialDataDir(file: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = await PGlite.create();
  try {
    const tar = await pg.dumpDataDir("gzip");
    fs.writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  } finally {
    await pg.close();
  }
}
