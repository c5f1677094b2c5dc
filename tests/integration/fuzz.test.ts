import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFuzz } from "../../tools/fuzz/run";
import { startServerProcess, type ServerProcess } from "./server-process";

// The request fuzzer (tools/fuzz, fast-check) in small: 500 hostile requests to
// every endpoint of a production server process, so a crash, a hang or a 5xx shows up in
// `npm test`. `npm run bench -- fuzz` sends thousands. A failure prints its seed and fast-check's
// shrunk request; FUZZ_SEED=<seed> replays the run.

const ADMIN_EMAIL = "fuzz-admin@example.com";
const RUNS = 500;
const root = path.resolve(import.meta.dirname, "../..");

describe("hostile requests to every endpoint", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-"));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      NODE_ENV: "production",
      // Vitest sets TEST=true, and better-auth then turns its origin and callback URL checks off:
      // the server under test must run as in production.
      TEST: "false",
      DATA_DIR: dataDir,
      // Each fuzzed request names its own client address, so per-IP rate limits stay on without
      // turning most requests into 429s.
      TRUST_PROXY: "1",
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: "error",
    });
  });
  afterAll(() => {
    server?.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("never get a 5xx, a stack trace or no answer, and the server stays up", async () => {
    const report = await runFuzz({
      port: Number(new URL(server.url).port),
      outboxDir: path.join(dataDir, "outbox"),
      adminEmail: ADMIN_EMAIL,
      clientDir: path.join(root, process.env.BUILD_DIR ?? "build", "client"),
      runs: RUNS,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      timeoutMs: 10_000,
      concurrency: 3,
    });
    const seed = `seed ${report.seed} (FUZZ_SEED=${report.seed} replays it); the server's last lines:\n${server.output().slice(-4000)}`;
    expect(report.failures, `${seed}\n${report.failures.map((f) => `${f.endpoint}: ${f.problem}\n${f.request}`).join("\n\n")}`).toEqual([]);
    expect(report.requests).toBeGreaterThanOrEqual(RUNS);
    for (const [endpoint, stats] of Object.entries(report.endpoints)) expect(stats.requests, endpoint).toBeGreaterThan(0);
    const fivexx = Object.entries(report.statuses).filter(([status]) => Number(status) >= 500);
    expect(fivexx, seed).toEqual([]);
    expect(report.healthyAfter, seed).toBe(true);
    expect(report.learnerStillNotAdmin, seed).toBe(true);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});
