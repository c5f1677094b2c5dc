import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./test-app";

// server/app.server.ts: what the app answers around the resources.
describe("the API's edges", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/api/v1/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await res.json()).error.code).toBe("not_found");
  });

  it("reports the database in /healthz", async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "up" });
  });

  it("sets the security headers on every response", async () => {
    for (const path of ["/healthz", "/api/v1/nothing-here"]) {
      const res = await t.app.request(`${TEST_ORIGIN}${path}`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});
