import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";

// `npm run validate` (what CI runs): the static checks, then every test (`npm test`).
//
// Each static check is one single-threaded process (TypeScript 78 s of CPU, ESLint 77 s, madge 20 s,
// knip 18 s, measured 2026-11-26): one after the other they left one core of a 2-core machine idle
// for over three minutes. They only read the sources, so they run side by side, as many at once as
// there are cores (the longest first), each one's output printed whole when it ends. React Router's
// typegen writes the route types the others read, so it runs first, alone. The tests start only
// when every check passed, as before.

const root = path.resolve(import.meta.dirname, "..");
const bin = (/** @type {string} */ name) => path.join(root, "node_modules", ".bin", name);

/** The checks, longest first. `npm run typecheck` is `react-router typegen && tsc --noEmit`. */
const checks = [
  { name: "typecheck (tsc)", command: bin("tsc"), args: ["--noEmit"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "cycles", command: "npm", args: ["run", "--silent", "cycles"] },
  { name: "knip", command: "npm", args: ["run", "--silent", "knip"] },
];

/** @param {{ name: string, command: string, args: string[] }} check @returns {Promise<boolean>} */
function runCheck({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n── ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`);
      if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      resolve(code === 0);
    });
  });
}

const typegen = spawnSync(bin("react-router"), ["typegen"], { cwd: root, stdio: "inherit" });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

const slots = Math.max(2, os.availableParallelism());
const queue = [...checks];
/** @type {boolean[]} */
const results = [];
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await runCheck(check));
  }),
);
if (results.includes(false)) {
  console.log("\nA static check failed: the tests were not run.");
  process.exit(1);
}

// `npm run validate -- --checks-only`: the static checks alone.
if (process.argv.includes("--checks-only")) process.exit(0);
const test = spawnSync("npm", ["test"], { cwd: root, stdio: "inherit" });
process.exit(test.status ?? 1);
