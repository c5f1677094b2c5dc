import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// `npm start` builds when there is no build, or when a build input is newer than the build. The
// build steps in scripts/ (finish-pages, early-input-script) are inputs too, and so is contracts/
// (the page table, the schemas the forms load).
const root = path.resolve(import.meta.dirname, "..");
const sources = ["app", "contracts", "public", "scripts", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];

function newest(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((name) => newest(path.join(p, name))));
}

/** `quiet`: the build's output goes to stderr, keeping stdout for the caller's own output. */
export function buildIfStale(buildDir = process.env.BUILD_DIR ?? "build", { quiet = false } = {}) {
  const stamp = path.join(root, buildDir, "client", "index.html");
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newest));
  if (builtAt && builtAt >= changedAt) return false;
  (quiet ? console.error : console.log)(builtAt ? "Sources changed since the last build: building..." : "No build yet: building...");
  execSync("npm run build", { cwd: root, stdio: ["ignore", quiet ? 2 : "inherit", "inherit"], env: { ...process.env, BUILD_DIR: buildDir } });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
