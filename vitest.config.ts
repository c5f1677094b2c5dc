import os from "node:os";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ["contracts/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts", "bench/**/*.test.ts", "tools/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    // Migrated template databases, made once per run (integration tests copy them).
    globalSetup: ["./tests/integration/database-template.global.ts"],
    // Two files at a time at least. Vitest's default (cores - 1) is one on a 2-core machine, and
    // one worker kept 0.7 of the 2 cores busy: the integration tests wait for the servers, command
    // line tools and databases they start as much as they compute.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
