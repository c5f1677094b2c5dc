import { promisify } from "node:util";
import { brotliDecompress, gunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainOf } from "../../server/http/plain-response.server";
import { makeStaticFile, type StaticSite } from "../../server/http/static-site.server";
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from "./test-app";

// What an anonymous, cached read costs (docs/decisions/018-request-path-costs.md): once the
// catalogue is in memory, GET /api/v1/courses runs no database statement at all (so nothing it does
// grows with the accounts, sessions or rate-limit counters the database holds), writes no rate-limit
// counter, and answers a client that accepts compression with compressed JSON. Each of these could
// come back without any other test noticing: a limit added to the list, a session look-up in a
// middleware, a compression step dropped, a middleware that reads the answer's headers as undici
// `Headers` (a quarter of the request's CPU: plain-response.server.ts), for the catalogue or a page.

const brotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

describe.each(databaseKinds)("the cost of an anonymous catalogue read on %s", (kind) => {
  let t: TestApp;
  let statements = 0;
  // A client address of its own (the test app trusts X-Forwarded-For), so a counter it made would be found.
  const client = { "x-forwarded-for": "203.0.113.77" };
  const list = (headers: Record<string, string> = {}) => t.app.request(`${TEST_ORIGIN}/api/v1/courses`, { headers: { ...client, ...headers } });
  const rateRows = async () => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from rate_limits where key like ${"%203.0.113.77%"}`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  };

  // One prerendered page, served through the whole app as the built server serves every page.
  const page = makeStaticFile(Buffer.from(`<!DOCTYPE html><title>Home</title>${"<p>Cortexa AI</p>".repeat(100)}`), "text/html; charset=utf-8", "no-cache");
  const site: StaticSite = { pages: new Map([["/", page]]), files: new Map(), notFound: page, notFoundIn: new Map(), builtAt: new Date(0) };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, site });
    // On PostgreSQL the catalogue's listening connection announces itself as "reconnected" when it
    // is up, which drops the cache: the reads below are counted once that has happened (on a busy
    // machine it came after the first read, and that read's cache was loaded again).
    await t.database.listening();
    t.database.observeQueries(() => statements++);
  }, 180_000);
  afterAll(() => t.close());

  it("runs no database statement once the catalogue is cached, and counts no rate limit", async () => {
    expect((await list()).status).toBe(200);
    const before = statements;
    for (let i = 0; i < 5; i++) {
      const res = await list({ "accept-encoding": "gzip, deflate, br" });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const etag = (await list()).headers.get("etag")!;
    expect((await list({ "if-none-match": etag })).status).toBe(304);
    expect(statements - before).toBe(0);
    expect(await rateRows()).toBe(0);
  });

  it("answers compressed JSON to a client that accepts it, the same JSON as the plain answer", async () => {
    const plain = await list();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const json = await plain.json();
    expect(json.data.length).toBeGreaterThan(0);

    const br = await list({ "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(JSON.parse((await brotli(Buffer.from(await br.arrayBuffer()))).toString())).toEqual(json);

    const gz = await list({ "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse((await gunzipAsync(Buffer.from(await gz.arrayBuffer()))).toString())).toEqual(json);
  });

  it("leaves the answer's headers a plain object on the way out, security headers and compression included", async () => {
    for (const headers of [{ "accept-encoding": "gzip, deflate, br" }, {}] as Record<string, string>[]) {
      const res = await list(headers);
      const answer = plainOf(res);
      expect(answer).toBeDefined();
      expect(answer!.headers).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "DENY", vary: "Accept-Encoding" });
      expect(answer!.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers.get("content-encoding")).toBe(headers["accept-encoding"] ? "br" : null);
    }
    const etag = (await list()).headers.get("etag")!;
    const fresh = await list({ "if-none-match": etag });
    expect(fresh.status).toBe(304);
    expect(plainOf(fresh)?.headers).toMatchObject({ vary: "Accept-Encoding", "x-content-type-options": "nosniff" });
  });

  it("leaves a page's answer plain through every middleware of the app, compressed and not", async () => {
    for (const headers of [{ "accept-encoding": "gzip, deflate, br" }, {}] as Record<string, string>[]) {
      const res = await t.app.request(`${TEST_ORIGIN}/`, { headers: { ...client, ...headers } });
      expect(res.status).toBe(200);
      const answer = plainOf(res);
      expect(answer).toBeDefined();
      expect(answer!.headers).toMatchObject({ "content-type": "text/html; charset=utf-8", "x-content-type-options": "nosniff", "x-frame-options": "DENY" });
      expect(res.headers.get("content-encoding")).toBe(headers["accept-encoding"] ? "br" : null);
    }
  });

  it("is routed by hono's regular-expression router, not its slower trie", async () => {
    await list();
    // hono's SmartRouter uses the trie for every request when a path has a literal segment beside
    // a parameter for the same method (`PUT …/modules/order` beside `PUT …/modules/{moduleId}/quiz`):
    // a few microseconds on each of them (decision 018). Name such a path differently.
    const router = t.app.router as unknown as { activeRouter?: { name: string } };
    expect(router.activeRouter?.name).toBe("RegExpRouter");
  });
});
