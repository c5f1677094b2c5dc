import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorCodes, apiErrorSchema, apiErrorStatus } from "#contracts/api-errors";
import { apiOperations } from "#contracts/api";
import { apiDocsStatuses, apiErrorExample } from "#contracts/api-docs";
import { apiTags } from "#contracts/api-tags";
import { openApiDocument } from "#contracts/openapi";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./test-app";

// The OpenAPI document is generated from the contracts' operations table: every route the server
// registers must be in it, every example must validate, and the document must be OpenAPI 3.1.

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

describe("OpenAPI document", () => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    const res = await t.app.request(`${TEST_ORIGIN}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    doc = await res.json();
  });
  afterAll(() => t.close());

  it("is served, generated from the operations table, for this origin", () => {
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument(TEST_ORIGIN))));
    expect(doc.servers[0].url).toBe(`${TEST_ORIGIN}/api/v1`);
    // Each call builds its own document (no state shared between calls).
    expect(openApiDocument("http://a")).toEqual({ ...openApiDocument("http://b"), servers: [{ url: "http://a/api/v1" }] });
  });

  it("has every route the server registers, with its method, and nothing the server lacks", () => {
    // app.routes holds middleware and catch-alls as method ALL; the site, /healthz and better-auth's
    // /api/auth/* are not the REST API.
    const served = new Set(
      t.app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/v1/"))
        .map((r) => `${r.method.toLowerCase()} ${r.path.slice("/api/v1".length).replace(/:(\w+)/g, "{$1}")}`),
    );
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item as object).map((m) => `${m} ${path}`)));
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document (structure)", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe("string");
    expect(typeof doc.info.version).toBe("string");
    const tags = new Set(doc.tags.map((tag: { name: string }) => tag.name));
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      expect(path).toMatch(/^\//);
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${path}`;
        expect(METHODS, where).toContain(method);
        expect(operationIds.has(op.operationId), `${where}: operationId unique`).toBe(false);
        operationIds.add(op.operationId);
        for (const tag of op.tags) expect(tags.has(tag), `${where}: tag ${tag}`).toBe(true);
        for (const requirement of op.security ?? []) for (const name of Object.keys(requirement)) expect(schemes.has(name), where).toBe(true);
        const params = op.parameters ?? [];
        for (const p of params) {
          expect(["path", "query", "header", "cookie"], where).toContain(p.in);
          expect(typeof p.name, where).toBe("string");
          expect(p.schema, where).toBeTypeOf("object");
          if (p.in === "path") expect(p.required, `${where}: ${p.name}`).toBe(true);
        }
        expect(params.filter((p: any) => p.in === "path").map((p: any) => p.name), where).toEqual(placeholders);
        const responses = Object.entries<any>(op.responses);
        expect(responses.length, where).toBeGreaterThan(0);
        for (const [status, response] of responses) {
          expect(status, where).toMatch(/^[1-5]\d\d$/);
          expect(typeof response.description, where).toBe("string");
        }
        if (op.requestBody) expect(Object.keys(op.requestBody.content), where).toEqual(["application/json"]);
      }
    }
    // Every $ref points at a schema the document has.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.replace("#/components/schemas/", "")], ref).toBeTruthy();
    }
    expect(new Set(doc.tags.map((tag: { name: string }) => tag.name))).toEqual(new Set(apiTags.map((tag) => tag.name)));
  });

  it.each(apiOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))("%s: its examples validate", (_, op) => {
    if (op.body) expect(op.body.schema.safeParse(op.body.example).error).toBeUndefined();
    if ("schema" in op.response) expect(op.response.schema.safeParse(op.response.example).error).toBeUndefined();
    // The document shows the same examples.
    const documented = doc.paths[op.path][op.method];
    if (op.body) expect(documented.requestBody.content["application/json"].example).toEqual(op.body.example);
    if ("schema" in op.response) expect(documented.responses[op.response.status].content["application/json"].example).toEqual(op.response.example);
  });

  it("documents the one error shape and code style", () => {
    expect(apiErrorSchema.safeParse(apiErrorExample).error).toBeUndefined();
    for (const code of apiErrorCodes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    // The /api-docs page's status table names only codes of the catalogue, each under its status.
    for (const { status, codes } of apiDocsStatuses) for (const code of codes) expect(apiErrorStatus[code], code).toBe(status);
    // …and every status an endpoint of the page can answer with.
    const shown = new Set(apiDocsStatuses.map((s) => s.status));
    for (const op of apiOperations.filter((op) => ["Authentication", "Courses", "Progress"].includes(op.tag))) {
      for (const code of op.errors) expect(shown.has(apiErrorStatus[code]), `${op.id}: ${code}`).toBe(true);
    }
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
