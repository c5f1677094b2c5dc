import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../tools/free-port";
import { INITIAL_IMAGE } from "../../server/db/pglite.server";
import { staleBecause } from "../../scripts/build-if-stale.js";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * How long a test that starts a server may take: the start's own bound below (180 s) and the
 * test's work. A bound for a stuck server, not a wait: a quick machine passes in seconds.
 */
export const serverTestBound = 240_000;

let checkedBuild = false;

/**
 * The compiled entry `name` of the build (build/server/<name>.js: the server, `admin`, `db`), as
 * `npm start` and the README's commands run it: Node alone, no TypeScript compiler. Loading the
 * sources through tsx instead cost 1.5 to 2 s of CPU more per start. It must be the build of the
 * sources under test (checked once per test file: the check hashes every source).
 */
export function compiledEntry(name: "index" | "admin" | "db"): string {
  if (!checkedBuild) {
    const stale = staleBecause("build");
    if (stale) throw new Error(`${stale}: run \`npm run build\` (npm test builds first).`);
    checkedBuild = true;
  }
  return path.join(root, "build", "server", `${name}.js`);
}

/**
 * The build's initialised data directory image, for a test that opens a new embedded database from
 * the sources (`openDatabase({ dataDir, initialImage })`): a copy instead of an initdb, which cost
 * ~12 s of CPU each time. server/db/client.server.test.ts keeps one initdb, the sources' own path.
 */
export const initialImage = (): string => path.join(path.dirname(compiledEntry("db")), INITIAL_IMAGE);

/**
 * Starts the production server as `npm start` runs it (the build's compiled `build/server/index.js`,
 * Node alone) as a child process on a free port. The compiled server starts a new database from the
 * build's initialised image instead of running initdb, and loads no TypeScript: on a 2-core machine
 * that is most of a start's time. It must be the build of the sources under test.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const entry = compiledEntry("index");
  const port = env.PORT ?? String(await freePort());
  let out = "";
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { child, url, output: () => out, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => out, exited };
}
