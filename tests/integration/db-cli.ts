import { spawn } from "node:child_process";
import path from "node:path";
import { compiledEntry } from "./server-process";

const root = path.resolve(import.meta.dirname, "../..");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run db:<command> -- <file>` (scripts/db.ts, compiled by the build, as the README's command runs it) with `env`. */
export function dbCli(command: "backup" | "restore" | "export", file: string, env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [compiledEntry("db"), command, file], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
