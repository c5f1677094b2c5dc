import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.server";
import { createAuth } from "../../server/auth/auth.server";
import { createMetrics } from "../../server/http/metrics.server";
import { siteOrigins } from "../../server/http/origins.server";
import { createTestApp, databaseKinds, freshDatabase, type TestApp } from "./test-app";

// GET /metrics (server/http/metrics.server.ts) behind METRICS_TOKEN, and GET /readyz
// (server/http/health.server.ts).

const TOKEN = "metrics-token-0123456789";

describe.each(databaseKinds)("/metrics and /readyz on %s", (kind) => {
  let app: ReturnType<typeof createApp>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await freshDatabase(kind);
    const origins = siteOrigins({ PUBLIC_URL: undefined, PORT: 3000 });
    const mailer = { send: async () => {} };
    const auth = createAuth({ db: database.db, secret: "test-secret-test-secret-test-secret-0123", origins, mailer, rateLimit: false });
    const logger = pino({ level: "silent" });
    app = createApp({ database, auth, logger, mailer, origin: origins.primary, trustedOrigins: origins.trusted, trustProxy: false, hsts: false, metrics: createMetrics(database), metricsToken: TOKEN });
    close = () => database.close();
  });
  afterAll(() => close());

  it("asks for the bearer token", async () => {
    expect((await app.request("/metrics")).status).toBe(401);
    expect((await app.request("/metrics", { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
    expect((await app.request("/metrics", { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it("counts requests by route pattern and status, times them and the database's queries, and reports the process", async () => {
    await app.request("/api/v1/courses");
    await app.request("/api/v1/courses/00000000-0000-4000-8000-000000000000");
    await app.request("/api/v1/no-such-thing");
    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/v1\/courses",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/v1\/courses\/:courseId",status="404"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/v1\/courses",status="200"\} \d+$/m);
    expect(text).toMatch(new RegExp(`^db_query_duration_seconds_count\\{database="${kind}"\\} [1-9]\\d*$`, "m"));
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    if (kind === "postgres") expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
  });

  it("is ready when the migrations are done and the database answers", async () => {
    const res = await app.request("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: "up", migrations: "done" });
  });
});

describe.each(databaseKinds)("/readyz before the migrations on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // As if this build had one migration more than the database.
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
  });
  afterAll(() => t.close());

  it("is not ready, while /healthz stays up; /metrics is off without metrics", async () => {
    const res = await t.app.request("/readyz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "not_ready", database: "up", migrations: "pending" });
    expect((await t.app.request("/healthz")).status).toBe(200);
    expect((await t.app.request("/metrics")).status).toBe(404);
  });
});
