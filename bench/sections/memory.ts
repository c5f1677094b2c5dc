import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { freshPostgresDatabase } from "../lib/postgres";
import { startServer, type BenchServer } from "../lib/server";
import { budget, type Section } from "../lib/types";
import { loadBudgets, loadTable, runLoad, type LoadRow } from "./load";

// Server RSS after start and after the load, on the embedded database and on PostgreSQL: each on a
// fresh server that gets the load section's requests (5 s each), with the peak sampled every 100 ms.

const MiB = 2 ** 20;
const mib = (bytes: number) => (bytes / MiB).toFixed(0);

interface MemoryRow {
  database: string;
  afterStart: number;
  peak: number;
  afterLoad: number;
  load: LoadRow[];
}

async function measure(server: BenchServer, database: string, log: (m: string) => void): Promise<MemoryRow> {
  await new Promise((r) => setTimeout(r, 1000)); // let start-up work (seeding, caches) finish
  const afterStart = server.rss();
  let peak = afterStart;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 100);
  const load = await runLoad(server.url, Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 5), log);
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  return { database, afterStart, peak, afterLoad: server.rss(), load };
}

export const memory: Section = async (ctx) => {
  const rows: MemoryRow[] = [];
  const embedded = await startServer({ buildDir: ctx.buildDir, env: { TRUST_PROXY: "1" } });
  let restartRss = 0;
  try {
    rows.push(await measure(embedded, "embedded (PGlite), first start", ctx.log));
    await embedded.stop();
    // A restart opens the existing database instead of creating it (initdb).
    const restarted = await startServer({ buildDir: ctx.buildDir, dataDir: embedded.dataDir });
    await new Promise((r) => setTimeout(r, 1000));
    restartRss = restarted.rss();
    await restarted.stop();
  } finally {
    await embedded.stop();
    fs.rmSync(embedded.dataDir, { recursive: true, force: true });
  }
  const adminUrl = ctx.postgres();
  if (adminUrl) {
    const database = await freshPostgresDatabase(adminUrl);
    const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: randomBytes(32).toString("hex"), TRUST_PROXY: "1" };
    const server = await startServer({ buildDir: ctx.buildDir, env }).catch(async (e) => {
      await database.drop();
      throw e;
    });
    try {
      rows.push(await measure(server, "PostgreSQL", ctx.log));
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }
  const shared = { afterStart: ctx.server.startRss, now: ctx.server.rss(), restartRss };
  const postgres = rows.find((r) => r.database === "PostgreSQL");
  return {
    title: "Memory (server RSS)",
    markdown: [
      "| Database | After start | Peak under load | After load |",
      "|---|---:|---:|---:|",
      ...rows.map((r) => `| ${r.database} | ${mib(r.afterStart)} MiB | ${mib(r.peak)} MiB | ${mib(r.afterLoad)} MiB |`),
      `| embedded (PGlite), restarted on the same DATA_DIR | ${mib(restartRss)} MiB | | |`,
      `| embedded, the shared bench server (after every section before this one) | ${mib(shared.afterStart)} MiB | | ${mib(shared.now)} MiB |`,
      "",
      "Creating the embedded database on a first start (initdb) grows PGlite's WebAssembly memory; V8 frees it at a later",
      "garbage collection, which is why the first start's RSS drops after the load and a restart starts lower.",
      "",
      adminUrl ? "The load on the PostgreSQL server (same requests, 5 s each after a 2 s warm-up):" : "PostgreSQL: skipped (not installed).",
      "",
      postgres ? loadTable(postgres.load) : "",
    ].join("\n"),
    budgets: [
      ...(postgres ? loadBudgets(postgres.load, "PostgreSQL: ") : [budget("PostgreSQL measured", "PostgreSQL available", "no PostgreSQL", false)]),
    ],
    data: { rows, shared },
  };
};
