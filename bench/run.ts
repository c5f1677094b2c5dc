// `npm run bench`: builds, starts the production server on a fresh DATA_DIR and measures the site
// against its budgets. Prints one markdown report and saves bench/results/latest.json.
// Run some sections only: `npm run bench -- lighthouse axe`. Exit code 1 when a budget fails.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sitePages } from "#contracts/pages";
import { buildIfStale } from "../scripts/build-if-stale.js";
import { findPostgres } from "./lib/postgres";
import { root, startServer } from "./lib/server";
import type { BenchContext, Section, SectionResult } from "./lib/types";
import { axe } from "./sections/axe";
import { durability } from "./sections/durability";
import { fuzz } from "./sections/fuzz";
import { javascript } from "./sections/javascript";
import { lighthouse } from "./sections/lighthouse";
import { load } from "./sections/load";
import { memory } from "./sections/memory";
import { real } from "./sections/real";
import { scaleOut } from "./sections/scale-out";

// In the report's order. Memory reads the shared server after the load, so it comes after it.
const sections: Record<string, Section> = { lighthouse, javascript, real, axe, load, memory, durability, fuzz, scaleOut };

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = wanted.filter((name) => !(name in sections));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(", ")}. Sections: ${Object.keys(sections).join(", ")}`);
  process.exit(2);
}
// Exit through process.exit so the servers' exit hooks (bench/lib/server.ts) stop them.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
const log = (message: string) => console.error(`[bench] ${message}`);
const buildDir = process.env.BUILD_DIR ?? "build";
const started = Date.now();
let postgresUrl: string | null | undefined;

buildIfStale(buildDir, { quiet: true });
const server = await startServer({ buildDir, env: { TRUST_PROXY: "1" } });
log(`server on ${server.url} (DATA_DIR ${server.dataDir})`);
const ctx: BenchContext = {
  root,
  buildDir,
  routes: sitePages.map((p) => p.path),
  server,
  postgres: () => {
    if (postgresUrl === undefined) postgresUrl = findPostgres(log) ?? null;
    return postgresUrl ?? undefined;
  },
  log,
};

const results: SectionResult[] = [];
try {
  for (const [name, section] of Object.entries(sections)) {
    if (wanted.length && !wanted.includes(name)) continue;
    const t = Date.now();
    log(`${name}...`);
    try {
      results.push(await section(ctx));
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      results.push({
        title: name,
        markdown: "```\n" + message + "\n```",
        budgets: [{ name: `${name} ran`, limit: "no error", actual: "failed", ok: false }],
        data: { error: message },
      });
    }
    log(`${name} done in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const failed = results.flatMap((r) => r.budgets.filter((b) => !b.ok));
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`;
const lines = [
  `# Benchmark report`,
  ``,
  `${new Date().toISOString()} · ${machine} · ${((Date.now() - started) / 60000).toFixed(1)} min`,
  ``,
  failed.length
    ? `**${failed.length} budget(s) failed:** ${failed.map((b) => `${b.name} (${b.actual}, budget ${b.limit})`).join("; ")}`
    : `**Every budget holds** (${results.reduce((n, r) => n + r.budgets.length, 0)} checked).`,
];
for (const r of results) {
  const missed = r.budgets.filter((b) => !b.ok);
  lines.push(``, `## ${r.title}`, ``, r.markdown.trim(), ``);
  lines.push(`Budgets: ${r.budgets.length - missed.length} of ${r.budgets.length} hold.`);
  for (const b of missed) lines.push(`- **missed:** ${b.name}: ${b.actual} (budget ${b.limit})`);
}
const report = lines.join("\n") + "\n";
console.log(report);

const out = path.join(root, "bench/results");
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, "latest.json"),
  JSON.stringify({ date: new Date().toISOString(), machine, ok: failed.length === 0, sections: results, report }, null, 2),
);
log(`saved bench/results/latest.json`);
process.exit(failed.length ? 1 : 0);
