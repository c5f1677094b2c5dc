import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../tools/free-port";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the production server (`server/index.ts`) as a child process on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!fs.existsSync(path.join(root, "build/client/index.html"))) {
    throw new Error("No build: run `npm run build` (npm test builds first).");
  }
  const port = env.PORT ?? String(await freePort());
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
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
