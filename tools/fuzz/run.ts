import fc from "fast-check";
import { renewSessions, type Account } from "./accounts";
import { endpoints, type Endpoint } from "./endpoints";
import { requestFor, type FuzzRequest } from "./requests";
import { setUp } from "./setup";
import { sendWire, serialize, type WireOutcome, type WireRequest } from "./wire";

// The request fuzzer, shared by the benchmark (bench/sections/fuzz.ts, thousands of requests) and
// `npm test` (tests/integration/fuzz.test.ts, a few hundred). Property, for every request: an
// answer comes within the time limit, its status is below 500 and it shows no stack trace. After
// the run the server must still be up and answer /healthz.

export interface FuzzOptions {
  /** The server under test listens on 127.0.0.1:port; it must run with TRUST_PROXY on. */
  port: number;
  /** DATA_DIR/outbox of that server, where the confirmation e-mails land. */
  outboxDir: string;
  /** An address listed in the server's ADMIN_EMAILS. */
  adminEmail: string;
  /** The build's client directory (pages and assets are read from it). */
  clientDir: string;
  /** Fuzzed requests in all, spread over the endpoints by their number of inputs (at least one each). */
  runs: number;
  /** Endpoints fuzzed at once (each one's requests go one after another). */
  concurrency?: number;
  seed?: number;
  timeoutMs?: number;
  log?: (message: string) => void;
}

interface EndpointStats {
  requests: number;
  statuses: Record<string, number>;
}

interface Failure {
  endpoint: string;
  problem: string;
  /** The shrunk request as raw HTTP (credentials as placeholders, long runs abbreviated). */
  request: string;
  /** fast-check's seed and path to replay it. */
  replay: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  endpoints: Record<string, EndpointStats>;
  statuses: Record<string, number>;
  failures: Failure[];
  /** The requests just before the server stopped answering, when it did. */
  crash?: string[];
  slowestMs: number;
  /** Resets while a large body was still being sent, sent again (see uploadReset). */
  retriedResets: number;
  healthyAfter: boolean;
  /** A learner is still refused by the admin API after every prototype-pollution attempt. */
  learnerStillNotAdmin: boolean;
  durationMs: number;
}

const SESSION_CREDENTIALS = new Set(["learner-cookie", "learner-bearer", "admin-cookie", "admin-bearer"]);

let addressCounter = 0;
/** A distinct client address per request (as our proxy would append it): no shared rate-limit bucket. */
function freshAddress(): string {
  const n = addressCounter++;
  return n % 7 === 0 ? `2001:db8::${(n & 0xffff).toString(16)}` : `198.18.${(n >> 8) & 255}.${n & 255}`;
}

function toWire(req: FuzzRequest, port: number, accounts?: { learner: Account; admin: Account }): WireRequest {
  const headers: [string, string][] = [...req.headers];
  const c = req.credential;
  if (typeof c === "object") headers.push([c.header, c.value]);
  else if (c !== "none") {
    const account = c.startsWith("admin") ? accounts?.admin : accounts?.learner;
    const placeholder = `<${c}>`;
    if (c.endsWith("cookie")) headers.push(["cookie", account?.cookie ?? placeholder]);
    else headers.push(["authorization", `Bearer ${account?.bearer ?? placeholder}`]);
  }
  if (req.origin) headers.push(["origin", req.origin === "self" ? `http://localhost:${port}` : req.origin]);
  if (req.sharedAddress) headers.push(["x-forwarded-for", req.forwardedFor ?? "203.0.113.7"]);
  else headers.push(["x-forwarded-for", [req.forwardedFor, accounts ? freshAddress() : "<fresh address>"].filter(Boolean).join(", ")]);
  const body = req.body === undefined ? undefined : Buffer.from(req.body);
  return { method: req.method, target: req.target, headers, body, framing: req.framing };
}

/** Raw HTTP with long runs of one character abbreviated, for the report. */
function describe(wire: WireRequest, port: number): string {
  const text = serialize(wire, `localhost:${port}`).toString("utf8");
  const short = text.replace(/(.{1,4}?)\1{19,}/gsu, (run, unit: string) => `${unit.repeat(3)}…(${unit} × ${run.length / unit.length})…`);
  const escaped = JSON.stringify(short).slice(1, -1).replace(/\\r\\n/g, "\\r\\n\n");
  return escaped.length > 3000 ? `${escaped.slice(0, 3000)}… (${escaped.length} characters)` : escaped;
}

const NODE_MAX_HEADER_BYTES = 16 * 1024;
const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+\)?|node_modules\//;

function problemOf(outcome: WireOutcome, req: FuzzRequest): string | undefined {
  switch (outcome.kind) {
    case "refused":
      return `the server no longer accepts connections (${outcome.error})`;
    case "timeout":
      return `no answer within ${outcome.ms} ms`;
    case "closed":
      // Node itself drops CONNECT (nobody handles tunnels), and answers a head over its 16 KiB
      // limit with 431 and a reset that can overtake the answer: neither is the application's doing.
      if (req.method === "CONNECT" || outcome.headBytes > NODE_MAX_HEADER_BYTES) return undefined;
      return `the connection closed without an answer (${outcome.error ?? "EOF"})`;
    case "response": {
      if (outcome.status >= 500) return `status ${outcome.status}: ${outcome.body.toString("utf8").slice(0, 300)}`;
      if (outcome.status >= 400 && STACK_TRACE.test(outcome.body.toString("utf8"))) return `a stack trace in the ${outcome.status} answer`;
      return undefined;
    }
  }
}

const uploadReset = (o: WireOutcome, wire: WireRequest) =>
  o.kind === "closed" && (o.error === "EPIPE" || o.error === "ECONNRESET") && (wire.body?.length ?? 0) > 64 * 1024;

const statusKey = (o: WireOutcome) => (o.kind === "response" ? String(o.status) : o.kind);

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const { port, log = () => {} } = options;
  const base = `http://localhost:${port}`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const { seeds, accounts } = await setUp(base, options.outboxDir, options.adminEmail, options.clientDir);
  log(`set up in ${Date.now() - started} ms`);

  const list: Endpoint[] = endpoints(seeds);
  // Endpoints with more inputs (body fields, query and path parameters) get more of the runs.
  const weight = (e: Endpoint) => 2 + Object.keys({ ...e.body, ...e.query, ...e.params }).length;
  const totalWeight = list.reduce((n, e) => n + weight(e), 0);
  const runsOf = (e: Endpoint) => Math.max(1, Math.ceil((options.runs * weight(e)) / totalWeight));
  const report: FuzzReport = {
    seed, requests: 0, endpoints: {}, statuses: {}, failures: [], slowestMs: 0, retriedResets: 0,
    healthyAfter: false, learnerStillNotAdmin: false, durationMs: 0,
  };
  const recent: FuzzRequest[] = [];
  let dead = false;

  async function send(req: FuzzRequest): Promise<WireOutcome> {
    const wire = toWire(req, port, accounts);
    recent.push(req);
    if (recent.length > 5) recent.shift();
    let outcome = await sendWire(port, wire, timeoutMs);
    // A server may answer before it has read a large body and close; a reset can then still
    // overtake the answer. The same request again tells a lost answer from a real failure.
    for (let retry = 0; retry < 2 && uploadReset(outcome, wire); retry++) {
      report.retriedResets++;
      outcome = await sendWire(port, wire, timeoutMs);
    }
    return outcome;
  }

  async function fuzzEndpoint(endpoint: Endpoint, index: number) {
    const began = Date.now();
    const stats: EndpointStats = (report.endpoints[endpoint.name] = { requests: 0, statuses: {} });
    let lastProblem = "";
    const property = fc.asyncProperty(requestFor(endpoint), async (req) => {
      if (dead) return;
      const outcome = await send(req);
      const key = statusKey(outcome);
      stats.requests++;
      stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
      report.requests++;
      report.statuses[key] = (report.statuses[key] ?? 0) + 1;
      if (outcome.kind === "refused") {
        dead = true;
        report.crash = recent.map((r) => describe(toWire(r, port), port));
        return;
      }
      report.slowestMs = Math.max(report.slowestMs, outcome.ms);
      // Only an answered request can have ended a session (sign-out, revoke, refresh…).
      if (endpoint.endsSession && outcome.kind === "response" && outcome.status < 400 && SESSION_CREDENTIALS.has(String(req.credential))) {
        await renewSessions(base, String(req.credential).startsWith("admin") ? accounts.admin : accounts.learner);
      }
      const problem = problemOf(outcome, req);
      if (problem) {
        lastProblem = problem;
        throw new Error(problem);
      }
    });
    const details = await fc.check(property, { numRuns: runsOf(endpoint), seed: seed + index });
    if (details.failed && details.counterexample && !dead) {
      report.failures.push({
        endpoint: endpoint.name,
        problem: lastProblem,
        request: describe(toWire(details.counterexample[0], port), port),
        replay: `seed ${details.seed}, path "${details.counterexamplePath}"`,
      });
    }
    log(`${endpoint.name}: ${stats.requests} requests in ${Date.now() - began} ms, ${JSON.stringify(stats.statuses)}${details.failed ? " — FAILED" : ""}`);
  }

  const queue = [...list.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next && !dead; next = queue.shift()) await fuzzEndpoint(next[1], next[0]);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker));

  try {
    const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    report.healthyAfter = health.status === 200 && ((await health.json()) as { status?: string }).status === "ok";
    await renewSessions(base, accounts.learner);
    const asLearner = await fetch(`${base}/api/v1/admin/inquiries`, { headers: { authorization: `Bearer ${accounts.learner.bearer}` } });
    report.learnerStillNotAdmin = asLearner.status === 403;
  } catch (error) {
    log(`after the run: ${error instanceof Error ? error.message : String(error)}`);
  }
  report.durationMs = Date.now() - started;
  return report;
}
