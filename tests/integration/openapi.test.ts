import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../server/openapi/openapi-document.server";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./test-app";

describe("OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("is served as OpenAPI 3.1 with every operation", async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0].url).toBe(`${TEST_ORIGIN}/api/v1`);
    for (const op of operations) expect(doc.paths[op.path]?.[op.method], `${op.method} ${op.path}`).toBeTruthy();
    // Every $ref points at a schema the document has.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const ref of refs) expect(doc.components.schemas[ref], ref).toBeTruthy();
  });

  it("documents every route of the API", () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith("/api/v1/") && r.method !== "ALL")
        .map((r) => `${r.method.toLowerCase()} ${r.path.replace("/api/v1", "").replace(/:(\w+)/g, "{$1}")}`),
    );
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const internal = [/^get \/docs/, /^get \/openapi\.json$/, /^(get|patch) \/me$/, /^\w+ \/admin/, /^post \/contact/];
    const undocumented = [...served].filter((r) => !documented.has(r) && !internal.some((re) => re.test(r)));
    expect(undocumented).toEqual([]);
    for (const op of documented) expect(served.has(op), op).toBe(true);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))("%s: its examples validate", (_, op) => {
    if (op.body) expect(op.body.schema.safeParse(op.body.example).error).toBeUndefined();
    if (op.response.schema) expect(op.response.schema.safeParse(op.response.example).error).toBeUndefined();
  });

  it("serves the interactive reference from our own origin", async () => {
    const page = await t.app.request(`${TEST_ORIGIN}/api/v1/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/api/v1/docs/swagger-ui-bundle.js"');
    expect(html).not.toMatch(/https?:\/\//);
    expect((await t.app.request(`${TEST_ORIGIN}/api/v1/docs/swagger-ui-bundle.js`)).status).toBe(200);
    expect((await t.app.request(`${TEST_ORIGIN}/api/v1/docs/nothing.js`)).status).toBe(404);
  });

  it("answers 404 with JSON for names of Object.prototype's properties (found by the fuzzer: they were 500s)", async () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const res = await t.app.request(`${TEST_ORIGIN}/api/v1/docs/${name}`);
      expect(res.status, name).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });
});
