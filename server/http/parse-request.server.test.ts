import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "#contracts/zod";
import { ApiProblem, problemResponse } from "./api-error.server";
import { readJsonBody, readQuery } from "./parse-request.server";

const schema = z.object({ name: z.string({ error: "Name is required" }).min(1, "Name is required") });

// A refusal is thrown; the operation mount (operation.server.ts) answers it as onError does here.
const app = new Hono()
  .post("/required", async (c) => c.json(await readJsonBody(c, schema, "Check the form.")))
  .post("/optional", async (c) => c.json(await readJsonBody(c, z.object({ name: z.string().optional() }), "Check the form.", { optional: true })))
  .get("/query", (c) => c.json(readQuery(c, z.object({ page: z.coerce.number().int().min(1, "page from 1") }), "Invalid query.")))
  .onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error);
    throw error;
  });

const send = (path: string, body?: string, type: string | null = "application/json") =>
  app.request(path, { method: "POST", headers: type ? { "content-type": type } : {}, body });

describe("readJsonBody", () => {
  it("gives the parsed data and the JSON as sent", async () => {
    const res = await send("/required", JSON.stringify({ name: "Asha", extra: 1 }));
    expect(await res.json()).toEqual({ data: { name: "Asha" }, input: { name: "Asha", extra: 1 } });
    const vendorJson = await send("/required", "{}", "application/vnd.api+json; charset=utf-8");
    expect((await vendorJson.json()).error.code).toBe("validation_error");
  });

  it("answers 415 for another content type", async () => {
    const res = await send("/required", "name=Asha", "application/x-www-form-urlencoded");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: { code: "unsupported_media_type", message: "Send the body as application/json." } });
  });

  it("answers 400 for malformed JSON and for a character that cannot be stored", async () => {
    const malformed = await send("/required", "{");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: "invalid_json", message: "The request body is not valid JSON." } });
    const nul = await send("/required", JSON.stringify({ name: "a\u0000b" }));
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.code).toBe("invalid_characters");
  });

  it("answers 400 with the endpoint's message and each field's first message", async () => {
    const res = await send("/required", JSON.stringify({ name: "" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "validation_error", message: "Check the form.", fields: { name: "Name is required" } } });
    expect((await (await send("/required", "null")).json()).error.fields).toEqual({ body: "Invalid input: expected object, received null" });
  });

  it("reads a missing optional body, or JSON null, as {}", async () => {
    expect(await (await send("/optional", undefined, null)).json()).toEqual({ data: {}, input: {} });
    expect(await (await send("/optional", "null")).json()).toEqual({ data: {}, input: {} });
    expect((await send("/optional", "hello", "text/plain")).status).toBe(415);
  });
});

describe("readQuery", () => {
  it("gives the parsed query or 400 with the fields", async () => {
    expect(await (await app.request("/query?page=2")).json()).toEqual({ page: 2 });
    const res = await app.request("/query?page=0");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "validation_error", message: "Invalid query.", fields: { page: "page from 1" } } });
  });

  it("reads a query string once per schema, and keeps what it read frozen", async () => {
    const pages = z.object({ page: z.coerce.number().int().min(1, "page from 1") });
    const seen: unknown[] = [];
    const once = new Hono()
      .get("/q", (c) => {
        seen.push(readQuery(c, pages, "Invalid query."));
        return c.body(null, 204);
      })
      .onError((error, c) => (error instanceof ApiProblem ? problemResponse(c, error) : c.text("unexpected", 500)));
    await once.request("/q?page=2");
    await once.request("/q?page=2");
    await once.request("/q?page=3");
    expect(seen).toEqual([{ page: 2 }, { page: 2 }, { page: 3 }]);
    expect(seen[1]).toBe(seen[0]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    // A long query string (unknown parameters are dropped by the schema, not refused) is not kept.
    const long = `/q?page=4&x=${"a".repeat(300)}`;
    await once.request(long);
    await once.request(long);
    expect(seen.slice(3)).toEqual([{ page: 4 }, { page: 4 }]);
    expect(seen[4]).not.toBe(seen[3]);
    expect(Object.isFrozen(seen[4])).toBe(true);
    // A refusal is not kept: it is refused each time.
    expect((await once.request("/q?page=0")).status).toBe(400);
    expect((await once.request("/q?page=0")).status).toBe(400);
  });
});
