import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

const bundles = new Map<string, Promise<string>>();

/**
 * A worker process's script (tests/integration/*-worker.ts) compiled to one JavaScript file, as
 * scripts/build-server.ts compiles the server: our code bundled, npm packages left as imports. The
 * tests start a worker many times (and kill it); through tsx each start compiled the TypeScript
 * again, 1.5 to 2 s of CPU, where Node alone loads the bundle. Bundled once per test file.
 *
 * The file goes to node_modules/.cache/, two levels under the project: its npm imports resolve
 * from node_modules, and server/db/database.server.ts finds the migrations at ../../drizzle from
 * there, as it does from server/db/ in the sources.
 */
export function compiledWorker(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = (async () => {
      const result = await build({
        absWorkingDir: root,
        entryPoints: [entry],
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        write: false,
        logLevel: "warning",
      });
      const code = result.outputFiles[0].contents;
      const name = `${path.basename(entry, ".ts")}-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.mjs`;
      const file = path.join(root, "node_modules", ".cache", name);
      if (!fs.existsSync(file)) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // Written aside and renamed: a worker never starts from a half-written file.
        const partial = `${file}.${process.pid}.partial`;
        fs.writeFileSync(partial, code);
        fs.renameSync(partial, file);
      }
      return file;
    })();
    bundles.set(entry, bundle);
  }
  return bundle;
}
