import { describe, expect, it } from "vitest";
import { openApiDocument, operations } from "../../server/openapi/openapi-document.server";
import { endpoints, errorExample, statusCodes, type ApiEndpoint } from "../../app/content/api-docs/endpoints";

// The /api-docs page's copy of the API (app/content/api-docs) must say what the OpenAPI document
// says: the browser cannot import the document's module (zod, server code), so this test keeps them
// equal. It imports app/ and server/, so it lives in tests/.

const document = openApiDocument("http://localhost");
type Schema = { type?: string; enum?: string[]; properties?: Record<string, Schema>; required?: string[]; default?: unknown; anyOf?: Schema[] };

function operationOf(endpoint: ApiEndpoint) {
  const operation = operations.find((op) => op.path === endpoint.path && op.method === endpoint.method.toLowerCase());
  if (!operation) throw new Error(`no OpenAPI operation for ${endpoint.method} ${endpoint.path}`);
  const generated = (document.paths[endpoint.path] as Record<string, any>)[endpoint.method.toLowerCase()];
  return { operation, generated };
}

function resolve(schema: Schema): Schema {
  const ref = (schema as { $ref?: string }).$ref;
  if (!ref) return schema;
  return (document.components.schemas as Record<string, Schema>)[ref.replace("#/components/schemas/", "")];
}

describe("the API docs content", () => {
  it("documents every operation of the Authentication, Courses and Progress tags, once", () => {
    const documented = operations.filter((op) => op.tag !== "Site" && op.tag !== "Staff").map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(endpoints.map((e) => `${e.method} ${e.path}`).sort()).toEqual(documented.sort());
  });

  it("documents the spec's REST API on the spec's tabs", () => {
    const tabOf = (method: string, path: string) => endpoints.find((e) => e.method === method && e.path === path)?.tab;
    expect(tabOf("POST", "/auth/login")).toBe("authentication");
    expect(tabOf("POST", "/auth/register")).toBe("authentication");
    expect(tabOf("POST", "/auth/refresh")).toBe("authentication");
    expect(tabOf("GET", "/courses")).toBe("courses");
    expect(tabOf("GET", "/courses/{courseId}")).toBe("courses");
    expect(tabOf("POST", "/courses/{courseId}/enroll")).toBe("courses");
    expect(tabOf("GET", "/users/{userId}/progress")).toBe("progress");
    expect(tabOf("POST", "/courses/{courseId}/progress")).toBe("progress");
  });

  for (const endpoint of endpoints) {
    describe(`${endpoint.method} ${endpoint.path}`, () => {
      const { operation, generated } = operationOf(endpoint);

      it("has the operation's summary, tag, auth, response and errors", () => {
        expect(endpoint.summary).toBe(operation.summary);
        expect(endpoint.tab).toBe(operation.tag.toLowerCase());
        expect(endpoint.auth).toBe(Boolean(operation.auth));
        expect(endpoint.response.status).toBe(operation.response.status);
        expect(endpoint.response.description).toBe(operation.response.description);
        expect(endpoint.response.example).toEqual(operation.response.example);
        expect(endpoint.errors).toEqual(operation.errors);
      });

      it("has the operation's request example and body fields", () => {
        expect(endpoint.requestExample).toEqual(operation.body?.example);
        const schema = generated.requestBody ? resolve(generated.requestBody.content["application/json"].schema) : undefined;
        const properties = schema?.properties ?? {};
        expect((endpoint.body ?? []).map((f) => f.name)).toEqual(Object.keys(properties));
        for (const field of endpoint.body ?? []) {
          const property = properties[field.name];
          expect(field.required, field.name).toBe((schema?.required ?? []).includes(field.name));
          expect(property.type ?? "string", field.name).toBe(field.type);
          expect(property.enum, field.name).toEqual(field.values);
        }
      });

      it("has the operation's path and query parameters", () => {
        const parameters = (generated.parameters ?? []) as { name: string; in: string; schema: Schema }[];
        expect((endpoint.pathParams ?? []).map((p) => p.name)).toEqual(parameters.filter((p) => p.in === "path").map((p) => p.name));
        const query = parameters.filter((p) => p.in === "query");
        expect((endpoint.query ?? []).map((p) => p.name)).toEqual(query.map((p) => p.name));
        for (const field of endpoint.query ?? []) {
          const { schema } = query.find((p) => p.name === field.name)!;
          expect(field.required).toBe(false);
          expect(schema.type, field.name).toBe(field.type);
          expect(schema.enum, field.name).toEqual(field.values);
          expect(schema.default, field.name).toEqual(field.default);
        }
      });
    });
  }

  it("lists every status an endpoint documents", () => {
    const statuses = new Set(statusCodes.map((s) => s.status));
    for (const op of operations) {
      for (const status of [op.response.status, ...op.errors]) expect(statuses.has(status), String(status)).toBe(true);
    }
  });

  it("shows the courses defaults of the spec: page 1, limit 20", () => {
    const query = endpoints.find((e) => e.path === "/courses")!.query!;
    expect(query.find((f) => f.name === "page")?.default).toBe(1);
    expect(query.find((f) => f.name === "limit")?.default).toBe(20);
  });

  it("shows an error example in the API's error format", () => {
    expect(Object.keys(errorExample.error).sort()).toEqual(["code", "fields", "message"]);
  });
});
