import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIfEmpty } from "../../server/db/seed.server";
import { countRequest } from "../../server/http/rate-count.server";
import { apiRateRules } from "#contracts/rate-limits";
import { signUpConfirmed } from "./accounts";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

// The REST API's own rate limits (server/http/rate-limit.server.ts): per client for sign-in,
// registration, token refresh and lookups by id (the newsletter, contact and registrations count
// what they store: their own tests); per user for course writes.
// Stored in the database, so a second server instance on the same database sees the same counts.

let ipCounter = 0;
/** A client address of its own for each test, so the budgets do not mix. */
const newClient = () => `198.51.100.${++ipCounter}`;

describe.each(databaseKinds)("API rate limits on %s", (kind) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    other = await createTestApp(kind, { database: t.database });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("counts every one of many simultaneous first requests of a key (none fails making its row)", async () => {
    // 20 new keys, each asked for 10 times at once: on PostgreSQL, first rows made at the same moment.
    const rule = { name: "simultaneous-first", max: 100, windowSeconds: 60, per: "user" as const };
    const keys = Array.from({ length: 20 }, (_, k) => `user:first-${k}`);
    const verdicts = await Promise.all(keys.flatMap((key) => Array.from({ length: 10 }, () => countRequest(t.database.db, rule, key))));
    expect(verdicts.every((v) => v.allowed)).toBe(true);
    for (const key of keys) expect(await countRequest(t.database.db, { ...rule, max: 10 }, key)).toMatchObject({ allowed: false });
  });

  /** Sends `count` requests from one client; the statuses in order. */
  async function statuses(count: number, request: (i: number) => Request, apps: TestApp[] = [t]) {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push((await apps[i % apps.length].app.request(request(i))).status);
    return out;
  }

  it.each([
    // Another address each time: the per-account sign-in throttle must not be what answers 429.
    ["/api/v1/auth/login", apiRateRules.login, (i: number) => ({ email: `nobody-${i}@example.com`, password: "Wr0ngPassword" })],
    ["/api/v1/auth/register", apiRateRules.register, () => ({ email: "not-an-email" })],
    ["/api/v1/auth/refresh", apiRateRules.refresh, () => ({ refresh_token: "not-a-token" })],
  ])("%s: %o per client, across two instances, then 429 with Retry-After", async (path, rule, body) => {
    const ip = newClient();
    const request = (i = 99) => postJson(path, body(i), { "x-forwarded-for": ip });
    const answers = await statuses(rule.max, request, [t, other]);
    expect(answers.every((s) => s !== 429)).toBe(true);
    const refused = await t.app.request(request());
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("rate_limited");
    const retry = Number(refused.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(rule.windowSeconds);
    // Another client is not affected.
    expect((await t.app.request(postJson(path, body(100), { "x-forwarded-for": newClient() }))).status).not.toBe(429);
  });

  it("counts an IPv6 client by its /64 network", async () => {
    const answers = await statuses(apiRateRules.register.max + 1, (i) =>
      postJson("/api/v1/auth/register", { email: `v6-${i}` }, { "x-forwarded-for": `2001:db8:1:2::${i + 1}` }),
    );
    expect(answers.at(-1)).toBe(429);
  });

  it("limits lookups by id per client", async () => {
    const ip = newClient();
    const id = "00000000-0000-4000-8000-000000000000";
    const answers = await statuses(apiRateRules.lookups.max + 1, () => new Request(`${TEST_ORIGIN}/api/v1/courses/${id}`, { headers: { "x-forwarded-for": ip } }));
    expect(answers.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it("limits enrolment and progress per user, whatever the client address", async () => {
    await seedIfEmpty(t.database.db);
    const cookie = await signUpConfirmed(t, `limits-${kind}@example.com`);
    const { data: courses } = await (await t.app.request("/api/v1/courses?limit=1")).json();
    const course = courses[0].id as string;
    const headers = { cookie };
    const enroll = await t.app.request(postJson(`/api/v1/courses/${course}/enroll`, {}, { ...headers, "x-forwarded-for": newClient() }));
    expect(enroll.status).toBe(201);
    const answers = await statuses(apiRateRules.courseWrites.max, (i) =>
      postJson(`/api/v1/courses/${course}/progress`, { module_id: 1, completed: i % 2 === 0 }, { ...headers, "x-forwarded-for": newClient() }),
    );
    // The enrolment was the first of the user's budget: the last of these is one too many.
    expect(answers.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
