import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tools/free-port";

export const root = path.resolve(import.meta.dirname, "../..");

export interface BenchServer {
  /** http://localhost:PORT (localhost, not 127.0.0.1: canonical links use localhost). */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resident set size of the server process, in bytes. */
  rss: () => number;
  /** The RSS when it first answered /healthz. */
  startRss: number;
  /** CPU time the server process has used so far (user + system), in seconds. */
  cpuSeconds: () => number;
  /** SIGTERM and wait. */
  stop: () => Promise<number | null>;
}

export interface StartOptions {
  buildDir: string;
  /** Reuse a data directory (restart after a kill); a fresh one otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * Run the build's own compiled server (BUILD_DIR/server/index.js, as `npm run serve` does)
   * instead of this tree's server/index.ts: what comparing builds needs, each with its own server.
   * A build without a compiled server runs its checkout's server/index.ts.
   */
  compiled?: boolean;
}

/** Starts the production server (`server/index.ts`, as `npm run serve` does) on a free port. */
export async function startServer({ buildDir, dataDir, env = {}, compiled = false }: StartOptions): Promise<BenchServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const port = await freePort();
  let out = "";
  // A build from before the server was compiled (no BUILD_DIR/server/index.js) runs its own
  // checkout's server/index.ts (the build directory's parent, with its own node_modules).
  const compiledEntry = path.resolve(root, buildDir, "server", "index.js");
  const fromCheckout = compiled && !fs.existsSync(compiledEntry);
  const entry = compiled && !fromCheckout ? [compiledEntry] : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, entry, {
    cwd: fromCheckout ? path.resolve(root, buildDir, "..") : root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      BUILD_DIR: path.resolve(root, buildDir),
      DATA_DIR: dir,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // A bench stopped with Ctrl+C (or killed by an error) must not leave servers running.
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);
  child.on("exit", () => process.off("exit", killOnExit));
  const url = `http://localhost:${port}`;
  const server: BenchServer = {
    url,
    port,
    dataDir: dir,
    child,
    output: () => out,
    exited,
    rss: () => rssOf(child.pid!),
    startRss: 0,
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  // A first start creates the database: slow on a busy machine (seen to pass 3 minutes on 2 shared
  // cores with a load average of 20); BENCH_START_TIMEOUT_MS allows longer.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) {
        server.startRss = server.rss();
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not start:\n${out}`);
}

// /proc/PID/stat: utime and stime are fields 14 and 15, in clock ticks (USER_HZ, 100 on Linux).
// The command name (field 2) is in parentheses and may hold spaces, so count from after it.
const TICKS_PER_SECOND = 100;
export function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}
