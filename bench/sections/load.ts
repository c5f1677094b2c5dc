import autocannon from "autocannon";
import { budget, type Budget, type Section } from "../lib/types";

// API load with autocannon from this same machine (client and server share the 2 cores).
// Every POST uses a new e-mail address and, behind TRUST_PROXY, a new client IP, so it is a real
// write each time instead of a rate-limited or duplicate answer.

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

async function measure(url: string, s: Scenario, seconds: number): Promise<LoadRow> {
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
  };
}

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

export const load: Section = async (ctx) => {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
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
