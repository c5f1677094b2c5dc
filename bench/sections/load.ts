import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "../lib/load-client";
import { fillAccounts } from "../lib/many-accounts";
import { startServer, type BenchServer } from "../lib/server";
import { median } from "../lib/throttle";
import { budget, type Budget, type Section } from "../lib/types";

// API load with autocannon from this same machine (client and server share the 2 cores).
// Every POST uses a new e-mail address and, behind TRUST_PROXY, a new client IP, so it is a real
// write each time instead of a rate-limited or duplicate answer.
//
// LOAD_BUILDS=build,/tmp/baseline/build compares builds side by side: each build's own compiled
// server (BUILD_DIR/server/index.js) on its own copy of one data directory, measured in turns
// (every request, then A, B, A, B… for LOAD_ROUNDS rounds, 3 by default), so a machine that other
// work slows down slows every build alike. The report gives each build's median and range per
// request; the budget: no request of the first build more than 10 % below any other build's median.
// LOAD_ACCOUNTS=10000 fills that data directory first with that many accounts and their sessions,
// rate-limit counters and enrolments (bench/lib/many-accounts.ts), as a database in use would hold.
// Each run also reads the server's CPU time (/proc) before and after: CPU µs per request is what the
// server pays whoever the client is, and "server busy" (CPU time over wall time) says which side was
// the limit. The client shares the 2 cores, and keeps no response body (bench/lib/load-client.ts:
// decoding compressed bodies was what limited req/s before). Where the server is well below 1 busy,
// req/s still measures how fast the client reads the bytes, not the server.

export interface LoadRow {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  /** The server's CPU time per request during the run (user + system, µs): measured when comparing builds. */
  cpuUsPerRequest?: number;
  /** The server's CPU time over the run's wall time (1 = one core busy throughout). */
  serverBusy?: number;
}

const browserHeaders = { accept: "*/*", "accept-encoding": "gzip, deflate, br" };

let sequence = 0;
const nextIp = () => {
  const n = ++sequence;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
const run = Date.now().toString(36);

interface Scenario {
  name: string;
  connections: number;
  request: () => { method: string; path: string; headers: Record<string, string>; body?: string };
}

const json = (body: unknown) => ({
  headers: { ...browserHeaders, "content-type": "application/json", "x-forwarded-for": nextIp() },
  body: JSON.stringify(body),
});

const scenarios: Scenario[] = [
  { name: "GET /", connections: 50, request: () => ({ method: "GET", path: "/", headers: browserHeaders }) },
  {
    name: "GET /api/v1/courses",
    connections: 50,
    request: () => ({ method: "GET", path: "/api/v1/courses", headers: browserHeaders }),
  },
  {
    name: "POST /api/v1/newsletter",
    connections: 20,
    request: () => ({ method: "POST", path: "/api/v1/newsletter", ...json({ email: `load-${run}-${++sequence}@example.com` }) }),
  },
  {
    name: "POST /api/v1/contact",
    connections: 20,
    request: () => ({
      method: "POST",
      path: "/api/v1/contact",
      ...json({
        name: "Load Test",
        email: `contact-${run}-${++sequence}@example.com`,
        company: "Bench Ltd",
        subject: "Corporate training",
        message: "We would like to train forty engineers in applied machine learning next quarter.",
      }),
    }),
  },
];

async function measure(url: string, s: Scenario, seconds: number, server?: BenchServer): Promise<LoadRow> {
  const cpuBefore = server?.cpuSeconds() ?? 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: s.connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const next = s.request();
          // Keep autocannon's own headers (host) and add ours.
          return { ...req, ...next, headers: { ...req.headers, ...next.headers } };
        },
      },
    ],
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuSeconds = server ? server.cpuSeconds() - cpuBefore : undefined;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]));
  return {
    name: s.name,
    connections: s.connections,
    seconds,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    ...(cpuSeconds !== undefined && result.requests.total
      ? { cpuUsPerRequest: Math.round((cpuSeconds / result.requests.total) * 1e7) / 10, serverBusy: Math.round((cpuSeconds / wallSeconds) * 100) / 100 }
      : {}),
  };
}

/** The slowest the first build may be against another, as a share of that build's req/s. */
const MAX_SLOWDOWN = 0.1;

/** Runs every scenario against `url`: a 2 s warm-up (not counted), then `seconds` measured. */
export async function runLoad(url: string, seconds: number, log: (m: string) => void): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const s of scenarios) {
    await measure(url, s, 2);
    rows.push(await measure(url, s, seconds));
    log(`  ${s.name}: ${rows.at(-1)!.reqPerSec} req/s`);
  }
  return rows;
}

export function loadTable(rows: LoadRow[]): string {
  const lines = [
    "| Request | Connections | Requests | req/s | p50 ms | p99 ms | Errors | Statuses |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of rows) {
    const statuses = Object.entries(r.statuses).map(([code, n]) => `${code}×${n}`).join(" ");
    lines.push(`| ${r.name} | ${r.connections} | ${r.requests} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.errors} | ${statuses} |`);
  }
  return lines.join("\n");
}

export function loadBudgets(rows: LoadRow[], label = ""): Budget[] {
  const find = (name: string) => rows.find((r) => r.name === name)!;
  const courses = find("GET /api/v1/courses");
  const home = find("GET /");
  return [
    budget(`${label}catalogue req/s`, "≥ 3000", courses.reqPerSec, courses.reqPerSec >= 3000),
    budget(`${label}catalogue p99`, "≤ 50 ms", `${courses.p99} ms`, courses.p99 <= 50),
    budget(`${label}home page req/s`, "≥ 4000", home.reqPerSec, home.reqPerSec >= 4000),
    ...rows.map((r) => budget(`${label}${r.name} errors`, "0", r.errors, r.errors === 0)),
  ];
}

interface BuildRuns {
  buildDir: string;
  server: BenchServer;
  runs: Map<string, LoadRow[]>;
}

const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

/** A migrated, seeded data directory, filled with `accounts` accounts (stopped: PGlite is single-user). */
async function dataTemplate(buildDir: string, accounts: number, log: (m: string) => void): Promise<string> {
  const server = await startServer({ buildDir, compiled: true });
  await server.stop();
  if (accounts > 0) {
    log(`load: writing ${accounts} accounts into ${server.dataDir}`);
    await fillAccounts(server.dataDir, accounts);
  }
  return server.dataDir;
}

async function compareBuilds(buildDirs: string[], seconds: number, log: (m: string) => void) {
  const rounds = Math.max(1, Number(process.env.LOAD_ROUNDS ?? 3));
  const accounts = Number(process.env.LOAD_ACCOUNTS ?? 0);
  const template = await dataTemplate(buildDirs[0], accounts, log);
  const builds: BuildRuns[] = [];
  try {
    for (const buildDir of buildDirs) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
      fs.cpSync(template, dataDir, { recursive: true });
      const server = await startServer({ buildDir, dataDir, compiled: true, env: { TRUST_PROXY: "1" } });
      builds.push({ buildDir, server, runs: new Map(scenarios.map((s) => [s.name, []])) });
      log(`load: ${buildDir} on ${server.url}`);
    }
    // Past start-up work (the first retention run is 5 s after start) before anything counts.
    await new Promise((r) => setTimeout(r, 6000));
    for (const s of scenarios) {
      for (const b of builds) await measure(b.server.url, s, 2);
      for (let round = 1; round <= rounds; round++) {
        for (const b of round % 2 ? builds : [...builds].reverse()) {
          const row = await measure(b.server.url, s, seconds, b.server);
          b.runs.get(s.name)!.push(row);
          log(`  ${b.buildDir} ${s.name} round ${round}: ${row.reqPerSec} req/s, ${row.cpuUsPerRequest} µs of server CPU a request (server busy ${row.serverBusy})`);
        }
      }
    }
  } finally {
    for (const b of builds) {
      await b.server.stop();
      fs.rmSync(b.server.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(template, { recursive: true, force: true });
  }
  const lines = [
    "| Request | Build | req/s median | req/s range | p99 ms median | p99 range | server CPU µs a request, median | range | server busy | Errors |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const budgets: Budget[] = [];
  const [first, ...others] = builds;
  for (const s of scenarios) {
    for (const b of builds) {
      const rows = b.runs.get(s.name)!;
      const rps = rows.map((r) => r.reqPerSec);
      const p99 = rows.map((r) => r.p99);
      const cpu = rows.map((r) => r.cpuUsPerRequest ?? NaN);
      const busy = rows.map((r) => r.serverBusy ?? NaN);
      lines.push(
        `| ${s.name} | ${b.buildDir} | ${median(rps)} | ${range(rps)} | ${median(p99)} | ${range(p99)} | ${median(cpu)} | ${range(cpu)} | ${range(busy)} | ${rows.reduce((n, r) => n + r.errors, 0)} |`,
      );
    }
    const mine = median(first.runs.get(s.name)!.map((r) => r.reqPerSec));
    for (const other of others) {
      const theirs = median(other.runs.get(s.name)!.map((r) => r.reqPerSec));
      const change = Math.round((mine / theirs - 1) * 100);
      budgets.push(
        budget(`${s.name} req/s vs ${other.buildDir}`, `≥ ${Math.round((1 - MAX_SLOWDOWN) * theirs)} (−${MAX_SLOWDOWN * 100} %)`, `${mine} (${change >= 0 ? "+" : ""}${change} %)`, mine >= (1 - MAX_SLOWDOWN) * theirs),
      );
    }
    budgets.push(budget(`${s.name} errors`, "0", first.runs.get(s.name)!.reduce((n, r) => n + r.errors, 0), first.runs.get(s.name)!.every((r) => r.errors === 0)));
  }
  return {
    title: `API load, builds compared (autocannon, embedded database${accounts ? `, ${accounts} accounts` : ""})`,
    markdown: [
      `Each build's compiled server on its own copy of one data directory${accounts ? ` holding ${accounts} accounts with their sessions` : " (fresh)"};`,
      `${seconds} s per request after a 2 s warm-up, ${rounds} rounds in turns (A, B, B, A…); browser-like \`accept-encoding: gzip, deflate, br\`.`,
      `Load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}. Budgets are judged on the first build: no request more than ${MAX_SLOWDOWN * 100} % below another build's median.`,
      "",
      lines.join("\n"),
    ].join("\n"),
    budgets,
    data: builds.map((b) => ({ buildDir: b.buildDir, runs: Object.fromEntries(b.runs) })),
  };
}

export const load: Section = async (ctx) => {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
  const builds = process.env.LOAD_BUILDS?.split(",").map((b) => b.trim()).filter(Boolean);
  if (builds?.length) return compareBuilds(builds, seconds, ctx.log);
  const rows = await runLoad(ctx.server.url, seconds, ctx.log);
  return {
    title: "API load (autocannon, embedded database)",
    markdown: [
      `autocannon on the same 2-core machine as the server, ${seconds} s per request after a 2 s warm-up; browser-like`,
      "`accept-encoding: gzip, deflate, br`. Each POST has a new e-mail address and client IP (X-Forwarded-For, TRUST_PROXY=1).",
      "Errors count connection errors, timeouts and non-2xx answers.",
      "",
      loadTable(rows),
    ].join("\n"),
    budgets: loadBudgets(rows),
    data: rows,
  };
};
