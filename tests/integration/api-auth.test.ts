import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";
import { signUpConfirmed, TEST_PASSWORD } from "./accounts";

const password = TEST_PASSWORD;

// server/api-auth/api-auth.server.ts: bearer tokens for API clients.
describe.each(databaseKinds)("REST API sign-in, tokens and registration on %s", (kind) => {
  let t: TestApp;
  let userId: string;
  let token: string;
  let refreshToken: string;

  const confirmed = (email: string) => signUpConfirmed(t, email);

  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`${TEST_ORIGIN}/api/v1${path}`, { headers });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(postJson(`/api/v1${path}`, body, headers));

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const cookie = await confirmed("learner@example.com");
    userId = (await (await get("/me", { cookie })).json()).user.id;
  });
  afterAll(() => t.close());

  it("logs in with the REST API and uses the bearer token", async () => {
    const bad = await post("/auth/login", { email: "learner@example.com", password: "Wr0ngPassword" });
    expect(bad.status).toBe(401);
    expect((await post("/auth/login", { email: "nope" })).status).toBe(400);
    const res = await post("/auth/login", { email: "Learner@Example.com", password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token_type: "Bearer", user: { id: userId, email: "learner@example.com", name: "Asha Verma" } });
    expect(body.expires_in).toBeGreaterThan(0);
    token = body.token;
    refreshToken = body.refresh_token;
    const mine = await get(`/users/${userId}/progress`, { authorization: `Bearer ${token}` });
    expect(mine.status).toBe(200);
    // A bearer request needs no Origin: it cannot be forged by another site.
    const course = (await (await get("/courses")).json()).data[3];
    const enrol = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/courses/${course.id}/enroll`, { method: "POST", headers: { authorization: `Bearer ${token}` } }),
    );
    expect(enrol.status).toBe(201);
    expect((await get("/me", { authorization: "Bearer not-a-token" })).status).toBe(401);
  });

  it("rotates refresh tokens: an old one stops working", async () => {
    const res = await post("/auth/refresh", { refresh_token: refreshToken });
    expect(res.status).toBe(200);
    const next = await res.json();
    expect(next.refresh_token).not.toBe(refreshToken);
    expect((await get("/me", { authorization: `Bearer ${next.token}` })).status).toBe(200);
    expect((await get("/me", { authorization: `Bearer ${token}` })).status).toBe(401);
    const reused = await post("/auth/refresh", { refresh_token: refreshToken });
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe("invalid_refresh_token");
    expect((await post("/auth/refresh", {})).status).toBe(400);
  });

  it("registers through the REST API with e-mail confirmation", async () => {
    const res = await post("/auth/register", { email: "api.user@example.com", password, name: "Api User" });
    expect(res.status).toBe(201);
    expect((await res.json()).user.email).toBe("api.user@example.com");
    expect(t.mail.findLast((m) => m.to === "api.user@example.com")?.subject).toBe("Confirm your e-mail address");
    expect((await post("/auth/login", { email: "api.user@example.com", password })).status).toBe(403);
    const dupe = await post("/auth/register", { email: "api.user@example.com", password, name: "Api User" });
    expect(dupe.status).toBe(409);
    expect((await post("/auth/register", { email: "short@example.com", password: "short", name: "X" })).status).toBe(400);
  });
});
