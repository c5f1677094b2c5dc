import fs from "node:fs";
import path from "node:path";
import { runFuzz, type FuzzReport } from "../../tools/fuzz/run";
import { startServer } from "../lib/server";
import { budget, type Section } from "../lib/types";

const RUNS = 5_000;
const ADMIN_EMAIL = "fuzz-admin@example.com";

/**
 * Property-based fuzzing (fast-check) of every endpoint on a production server of its own, so its
 * accounts, inquiries and rate-limit rows stay out of the other sections' numbers. TRUST_PROXY is
 * on and each request carries a distinct X-Forwarded-For, so the per-IP rate limits stay on (their
 * code is fuzzed too) without turning most sign-in and contact requests into 429s; a few requests
 * share forged addresses and do meet the limits.
 */
export const fuzz: Section = async (ctx) => {
  const server = await startServer({ buildDir: ctx.buildDir, env: { TRUST_PROXY: "1", ADMIN_EMAILS: ADMIN_EMAIL } });
  ctx.log(`fuzz server on ${server.url} (DATA_DIR ${server.dataDir})`);
  let report: FuzzReport;
  let alive = false;
  try {
    report = await runFuzz({
      port: server.port,
      outboxDir: path.join(server.dataDir, "outbox"),
      adminEmail: ADMIN_EMAIL,
      clientDir: path.resolve(ctx.root, ctx.buildDir, "client"),
      runs: RUNS,
      concurrency: 4,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      log: (m) => ctx.log(`fuzz: ${m}`),
    });
  } finally {
    alive = server.child.exitCode === null && server.child.signalCode === null;
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }

  const rows = Object.entries(report.endpoints).map(([name, s]) => {
    const by = (test: (status: number) => boolean) =>
      Object.entries(s.statuses).reduce((n, [k, v]) => (test(Number(k)) ? n + v : n), 0);
    const other = s.requests - by((x) => x >= 200 && x < 600);
    return `| ${name} | ${s.requests} | ${by((x) => x < 300)} | ${by((x) => x >= 300 && x < 400)} | ${by((x) => x >= 400 && x < 500)} | ${by((x) => x >= 500)} | ${other} |`;
  });
  const histogram = Object.entries(report.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(" · ");
  const fivexx = Object.entries(report.statuses).reduce((n, [k, v]) => (Number(k) >= 500 ? n + v : n), 0);
  const hangs = (report.statuses.timeout ?? 0) + (report.statuses.refused ?? 0);
  const failures = report.failures.map(
    (f) => `- **${f.endpoint}**: ${f.problem}. Shrunk request (${f.replay}):\n\n  \`\`\`http\n  ${f.request.split("\n").join("\n  ")}\n  \`\`\``,
  );
  const markdown = [
    `${report.requests} fuzzed requests to ${rows.length} endpoints, 4 endpoints at a time, in ${(report.durationMs / 1000).toFixed(0)} s (seed ${report.seed}; \`FUZZ_SEED=${report.seed} npm run bench -- fuzz\` replays it), slowest answer ${report.slowestMs} ms.`,
    `Half are hostile throughout (methods, paths, headers, framing, bodies), half are well-formed requests of a signed-in user whose path parameters, query and body fields are hostile.`,
    ``,
    `Statuses: ${histogram}`,
    ``,
    `"No answer" is only a CONNECT (Node drops tunnels) or a request head over Node's 16 KiB limit (431, then a reset that can overtake it); any other closed connection fails the property. Resets while a large body was still being sent, sent again: ${report.retriedResets}.`,
    ``,
    `| Endpoint | Requests | 2xx | 3xx | 4xx | 5xx | no answer |`,
    `|---|---:|---:|---:|---:|---:|---:|`,
    ...rows,
    ``,
    `After the run: process ${alive ? "alive" : "gone"}, /healthz ${report.healthyAfter ? "ok" : "failing"}, a learner ${report.learnerStillNotAdmin ? "still gets 403" : "is no longer refused"} from the admin API.`,
    ...(report.crash ? [``, `The server stopped answering after:`, "```", ...report.crash, "```"] : []),
    ...(failures.length ? [``, `Failures:`, ...failures] : [``, `No failure.`]),
  ].join("\n");

  return {
    title: "Fuzzing",
    markdown,
    budgets: [
      budget("fuzzed requests", `≥ ${RUNS}`, report.requests, report.requests >= RUNS),
      budget("answers with status ≥ 500", "0", fivexx, fivexx === 0),
      budget("property failures (5xx, hang, no answer, stack trace)", "0", report.failures.length, report.failures.length === 0),
      budget("hangs and crashes", "0", hangs + (alive ? 0 : 1), hangs === 0 && alive),
      budget("/healthz after the run", "ok", report.healthyAfter ? "ok" : "failing", report.healthyAfter),
      budget("learner refused by the admin API after the run", "403", report.learnerStillNotAdmin ? "403" : "not 403", report.learnerStillNotAdmin),
    ],
    data: report,
  };
};
