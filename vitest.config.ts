import os from "node:os";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    // Two files at a time at least. Vitest's default (cores - 1) is one on a 2-core machine, and
    // one worker kept 0.7 of the 2 cores busy: the integration tests wait for the servers, command
    // line tools and databases they start as much as they compute.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["contracts/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "bench/**/*.test.ts", "tools/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["server/**/*.test.ts", "tests/integration/**/*.test.ts"],
          // Migrated template databases, made once per run (integration tests copy them).
          globalSetup: ["./tests/integration/database-template.global.ts"],
          // The server's modules loaded once per worker, not once per file: each file imported the
          // whole server again (Hono, better-auth, Drizzle, PGlite's WebAssembly), which was half of
          // these tests' CPU (10 files: 70.7 s → 34.9 s wall, 116 → 57 s CPU). Nothing here mocks
          // modules (the app's tests do, and stay isolated); each test builds its own app and
          // database (tests/integration/test-app.ts), so no state crosses files.
          isolate: false,
        },
      },
    ],
  },
});
