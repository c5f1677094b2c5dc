// What every benchmark section receives and returns. Sections live in bench/sections/, one per
// part of the report; bench/run.ts runs them in order and writes the report.

export interface Budget {
  /** What is measured, e.g. "performance on /programs". */
  name: string;
  /** The budget in words, e.g. "≥ 98". */
  limit: string;
  /** The measured value in words, e.g. "97". */
  actual: string;
  ok: boolean;
}

export interface SectionResult {
  title: string;
  /** Markdown shown under the section's heading (tables, notes). */
  markdown: string;
  budgets: Budget[];
  /** Raw numbers, saved in bench/results/latest.json. */
  data: unknown;
}

export interface BenchContext {
  root: string;
  /** The production build the servers run (BUILD_DIR). */
  buildDir: string;
  /** Every path of the page table (contracts/pages.ts). */
  routes: string[];
  /** The shared production server: embedded database on a fresh DATA_DIR, TRUST_PROXY on. */
  server: import("./server").BenchServer;
  /** A PostgreSQL server URL for the PostgreSQL parts (started on first call), or undefined when none is available. */
  postgres: () => string | undefined;
  log: (message: string) => void;
}

export type Section = (ctx: BenchContext) => Promise<SectionResult>;

export const budget = (name: string, limit: string, actual: string | number, ok: boolean): Budget => ({
  name,
  limit,
  actual: String(actual),
  ok,
});
