import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./tools/chromium";

// Browser tests run against the production build on a free port (chosen by scripts/test.ts) with
// a fresh DATA_DIR, in Debian's Chromium (tools/chromium.ts).
const port = Number(process.env.E2E_PORT ?? 3107);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `e2e-data-${port}`);
export const e2eDataDir = dataDir;
/** A file where the scheduled backups' directory should be, until tests/e2e/jobs.spec.ts removes it. */
export const backupBlocker = `${dataDir}-backups`;
export const e2eBaseURL = `http://127.0.0.1:${port}`;
/** The stand-in OAuth provider of tests/e2e/support/e2e-server.ts. */
export const e2eOAuthPort = Number(process.env.E2E_OAUTH_PORT ?? (port + 10000) % 65536);

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per server port, so parallel runs do not wipe each other's traces.
  outputDir: `test-results/e2e-${port}`,
  // Upper bounds, not waits: every test waits for the conditions it needs, and these only say when
  // to give up. A test (sign-ups and sign-ins hash passwords, pages load and hydrate) takes seconds
  // on an idle 2-core machine and many times that when other work keeps its cores busy (a listing
  // test took 50 s at a load average of 36, its click alone 20 s); the longest journeys are marked
  // test.slow() (three times this). A test that means a time limit (a latency budget) states it.
  timeout: 90_000,
  // One awaited step (a page hydrated and answered, a toast after a request).
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two workers at least, as in CI: Playwright's default (half the cores) is one on a 2-core
  // machine, which made a local `npm test` take ~28 minutes.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: e2eBaseURL,
    // Recording a trace costs every test, passed or not: with its screencast it doubled the CPU of the
    // browser and GPU processes in a probe (3 contexts x 2 page loads: 7.2 s against 3.1 s without a
    // trace). So a trace is recorded only when a failed test runs again (CI retries once; locally
    // `--retries=1`, or `--trace=on` for one file), and a failure leaves a screenshot.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...chromiumFlags],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // Scheduled backups go under a path that is a file: the first one fails (tests/e2e/jobs.spec.ts).
    command: `rm -rf "${dataDir}" "${backupBlocker}" && touch "${backupBlocker}" && node --import tsx tests/e2e/support/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // How long to wait for /healthz at most: a first start (a new database, migrations, the seed)
    // takes seconds on an idle machine and over a minute on a 2-core one that is busy elsewhere.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      E2E_OAUTH_PORT: String(Number(process.env.E2E_OAUTH_PORT ?? (port + 10000) % 65536)),
      // Tests give each simulated visitor its own X-Forwarded-For, so per-IP rate limits apply per test.
      TRUST_PROXY: "1",
      // The staff inbox's admin (tests/e2e/admin.spec.ts signs this address up once per server run),
      // and one that tests/e2e/two-factor.spec.ts signs up without two-factor.
      ADMIN_EMAILS: "admin@cortexa.test,new-staff@cortexa.test",
      BACKUP_DIR: path.join(backupBlocker, "scheduled"),
      BACKUP_EVERY: "1d",
    },
  },
});
