import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressJson } from "./compress-json.server";
import { plainOf, plainResponse } from "./plain-response.server";

const big = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Course ${i}` })) };
const bigText = JSON.stringify(big);

function appWith(counter = { calls: 0 }) {
  return new Hono()
    .use(compressJson())
    .get("/list", (c) => {
      counter.calls++;
      return c.body(bigText, 200, { "Content-Type": "application/json", ETag: '"v1"' });
    })
    .get("/mine", (c) => c.json(big))
    .get("/small", (c) => c.json({ ok: true }))
    .get("/text", (c) => c.text("x".repeat(5000)))
    .get("/fresh", (c) => c.body(null, 304, { ETag: '"v1"' }))
    .get("/varied", (c) => c.json(big, 200, { Vary: "Cookie" }))
    .get("/plain", () => {
      counter.calls++;
      return plainResponse(bigText, 200, { "content-type": "application/json", etag: '"v1"', vary: "Cookie" });
    })
    .get("/plain-fresh", () => plainResponse(null, 304, { etag: '"v1"' }));
}

describe("JSON compression", () => {
  it("sends brotli when accepted, else gzip, else the plain JSON, always with Vary: Accept-Encoding", async () => {
    const app = appWith();
    const br = await app.request("/mine", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big);

    const gz = await app.request("/mine", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);

    const plain = await app.request("/mine");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.json()).toEqual(big);
  });

  it("honours q=0 and leaves small JSON and other types as they are", async () => {
    const app = appWith();
    const noBr = await app.request("/mine", { headers: { "accept-encoding": "br;q=0, gzip;q=0.5" } });
    expect(noBr.headers.get("content-encoding")).toBe("gzip");
    const small = await app.request("/small", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app.request("/text", { headers: { "accept-encoding": "br" } });
    expect(text.headers.get("content-encoding")).toBeNull();
    expect(text.headers.get("vary")).toBeNull();
  });

  it("keeps the answer's other headers, adds to an existing Vary, and gives a 304 the same Vary", async () => {
    const app = appWith();
    const varied = await app.request("/varied", { headers: { "accept-encoding": "br" } });
    expect(varied.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const list = await app.request("/list", { headers: { "accept-encoding": "br" } });
    expect(list.headers.get("etag")).toBe('"v1"');
    expect(list.headers.get("content-type")).toBe("application/json");
    const fresh = await app.request("/fresh");
    expect(fresh.status).toBe(304);
    expect(fresh.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("compresses an answer with a strong ETag once per URL and encoding", async () => {
    const app = appWith();
    const first = Buffer.from(await (await app.request("/list", { headers: { "accept-encoding": "br" } })).arrayBuffer());
    const again = Buffer.from(await (await app.request("/list", { headers: { "accept-encoding": "br" } })).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    expect(brotliDecompressSync(again).toString()).toBe(bigText);
    const gz = await app.request("/list", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigText);
  });

  it("compresses a plain answer as an object, once per ETag, and leaves it plain", async () => {
    const app = appWith();
    const first = await app.request("/plain", { headers: { "accept-encoding": "br" } });
    expect(plainOf(first)?.headers).toMatchObject({ "content-encoding": "br", vary: "Cookie, Accept-Encoding", etag: '"v1"' });
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(bigText);
    const again = await app.request("/plain", { headers: { "accept-encoding": "br" } });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const identity = await app.request("/plain");
    expect(plainOf(identity)?.headers["content-encoding"]).toBeUndefined();
    expect(await identity.text()).toBe(bigText);
    const fresh = await app.request("/plain-fresh");
    expect(plainOf(fresh)?.headers.vary).toBe("Accept-Encoding");
  });

  it("chooses by the client's weights", () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("GZIP;Q=1")).toBe("gzip");
    expect(chooseEncoding("br; q=0")).toBeUndefined();
  });
});
