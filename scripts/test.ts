import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tools/free-port";
import { buildIfStale } from "./build-if-stale.js";

// `npm test`: build when needed, then unit + integration tests (Vitest) and browser tests
// (Playwright), and one closing line with the totals.
const root = path.resolve(import.meta.dirname, "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "test-reports-"));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file: string): any {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

buildIfStale();

const onlyUnit = process.argv.includes("--unit");
const vitestReport = path.join(reports, "vitest.json");
const vitestStatus = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);

let e2eStatus = 0;
const e2eReport = path.join(reports, "playwright.json");
if (!onlyUnit) {
  const port = await freePort();
  e2eStatus = run("npx", ["playwright", "test", ...process.argv.slice(2).filter((a) => a !== "--unit")], {
    E2E_PORT: String(port),
    E2E_OAUTH_PORT: String(await freePort()),
    E2E_DATA_DIR: path.join(os.tmpdir(), `e2e-data-${port}`),
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
}

const v = readJson(vitestReport);
const p = readJson(e2eReport);
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0);
const status = vitestStatus || e2eStatus;
console.log(`\n${passed} passed, ${status && failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
process.exit(status);
