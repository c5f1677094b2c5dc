import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../server/db/schema";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

describe.each(databaseKinds)("POST /api/v1/newsletter on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const rows = () => t.database.db.select().from(newsletterSubscribers);

  it("subscribes an address, trimmed and lower-cased", async () => {
    const res = await t.app.request(postJson("/api/v1/newsletter", { email: "  Reader@Example.com " }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscribed: true, email: "reader@example.com" });
    expect((await rows()).map((r) => r.email)).toContain("reader@example.com");
  });

  it("answers a repeat with the same success and stores no second row", async () => {
    const res = await t.app.request(postJson("/api/v1/newsletter", { email: "READER@example.com" }));
    expect(res.status).toBe(201);
    expect((await rows()).filter((r) => r.email === "reader@example.com")).toHaveLength(1);
  });

  it("keeps one row when the same address arrives many times at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.request(postJson("/api/v1/newsletter", { email: "burst@example.com" }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect((await rows()).filter((r) => r.email === "burst@example.com")).toHaveLength(1);
  });

  it.each([
    ["an invalid address", { email: "not-an-email" }, "Invalid email address"],
    ["an empty address", { email: "" }, "Email is required"],
    ["a missing address", {}, "Email is required"],
    ["a number", { email: 12 }, "Email is required"],
    ["an array", { email: ["a@example.com"] }, "Email is required"],
    ["a 10,000-character address", { email: `${"a".repeat(10_000)}@example.com` }, "Email must be less than 255 characters"],
  ])("rejects %s with 400 and the field's message", async (_, body, message) => {
    const res = await t.app.request(postJson("/api/v1/newsletter", body));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe("validation_error");
    expect(json.error.fields.email).toBe(message);
  });

  it.each([
    ["null", "null"],
    ["an array", "[]"],
    ["a string", '"a@example.com"'],
  ])("rejects a JSON %s body with 400", async (_, raw) => {
    const res = await t.app.request(postJson("/api/v1/newsletter", raw));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("validation_error");
  });

  it("rejects a missing body with 4xx JSON", async () => {
    const res = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/newsletter`, { method: "POST", headers: { "content-type": "application/json" } }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_json");
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await t.app.request(postJson("/api/v1/newsletter", '{"email": "a@b.co"'));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({ code: "invalid_json", message: "The request body is not valid JSON." });
  });

  it("rejects another content type with 415", async () => {
    const res = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/newsletter`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "email=a@b.co",
      }),
    );
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe("unsupported_media_type");
  });
});
