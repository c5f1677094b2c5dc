import { timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { DatabaseHandle } from "../db/client.server";

// Prometheus metrics (GET /metrics, text format): requests by route and status with their
// latency, the database's query latency and PostgreSQL's pool, and the process (event-loop lag,
// memory, CPU, from prom-client's default collectors). Off unless METRICS_TOKEN or METRICS_PORT is
// set (server.server.ts): nothing is counted then.

export interface Metrics {
  /** Counts and times every request (first middleware of the app). */
  middleware: MiddlewareHandler;
  /** The text format, and its content type. */
  render(): Promise<{ body: string; contentType: string }>;
}

const seconds = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(database: DatabaseHandle): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by route pattern and status.", labelNames, registers: [registry] });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the response starts), by route pattern and status.",
    labelNames,
    buckets: seconds,
    registers: [registry],
  });
  const queries = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time of each database query.",
    labelNames: ["database"],
    buckets: seconds,
    registers: [registry],
  });
  database.observeQueries((s) => queries.observe({ database: database.kind }, s));
  if (database.poolStats) {
    const stats = database.poolStats;
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool: connections open (total), idle, and requests waiting for one.",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: "total" }, s.total);
        this.set({ state: "idle" }, s.idle);
        this.set({ state: "waiting" }, s.waiting);
      },
    });
  }

  return {
    middleware: async (c, next) => {
      const start = performance.now();
      await next();
      // The route's pattern (/api/v1/courses/:courseId), never the raw path: the label set stays small.
      const labels = { method: c.req.method, route: routeOf(c), status: String(c.res.status) };
      requests.inc(labels);
      latency.observe(labels, (performance.now() - start) / 1000);
    },
    render: async () => ({ body: await registry.metrics(), contentType: registry.contentType }),
  };
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The endpoint's pattern: the route that answered, or when a middleware answered (413, 429), the
 * first endpoint after it that would have (middleware is registered for the method ALL).
 */
function routeOf(c: Context): string {
  if (!METHODS.has(c.req.method)) return "other";
  return matchedRoutes(c).slice(c.req.routeIndex).find((r) => r.method !== "ALL")?.path ?? "unmatched";
}

/** GET /metrics for a bearer token (on the public port), or for anyone (on the metrics port). */
export function metricsHandler(metrics: Metrics, token?: string) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (c: Context) => {
    if (expected) {
      const given = Buffer.from(c.req.header("authorization") ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return c.text("Unauthorized\n", 401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" });
      }
    }
    const { body, contentType } = await metrics.render();
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  };
}
