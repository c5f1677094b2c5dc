import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { plainOf } from "./plain-response.server";
import { securityHeaders } from "./security-headers.server";
import { serveSite } from "./serve-site.server";
import { makeStaticFile, type StaticSite } from "./static-site.server";

const html = (text: string) => makeStaticFile(Buffer.from(`<!DOCTYPE html><title>${text}</title>`), "text/html; charset=utf-8", "no-cache");
const site: StaticSite = {
  pages: new Map([["/auth", html("Sign in")]]),
  files: new Map(),
  notFound: html("Not found"),
  notFoundIn: new Map([["hi", html("पेज नहीं मिला")]]),
  builtAt: new Date(0),
};
const app = serveSite(site, "http://localhost");

// Every form is method="post" (docs/decisions/007): without JavaScript the browser posts it to its
// own page, which must answer with that page again, never put the fields anywhere.
describe("a form posted to a page without JavaScript", () => {
  it("answers 303 to the same page (with its query), uncached", async () => {
    const res = await app.request("/auth?tab=sign-up", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com&password=Secret-pass-1",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/auth?tab=sign-up");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).not.toContain("Secret-pass-1");
  });

  it("answers 404 for a path that is not a page", async () => {
    const res = await app.request("/nowhere", { method: "POST", body: "x=1" });
    expect(res.status).toBe(404);
  });
});

// Issue 29: a Hindi visitor on an unknown /hi/… address reads the Hindi 404 page, with status 404.
describe("the 404 page", () => {
  it("is the Hindi one, still 404, for an unknown address under /hi", async () => {
    for (const path of ["/hi/no-such-page", "/hi/programs/nowhere", "/hi/"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("<title>पेज नहीं मिला</title>");
    }
    const head = await app.request("/hi/no-such-page", { method: "HEAD" });
    expect(head.status).toBe(404);
    const posted = await app.request("/hi/nowhere", { method: "POST", body: "x=1" });
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain("पेज नहीं मिला");
  });

  it("stays English elsewhere, /history and /hindi included (not under the /hi/ prefix)", async () => {
    for (const path of ["/nowhere", "/history", "/hindi", "/programs/hi/x"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("<title>Not found</title>");
    }
  });
});

// A page whose compressed forms the build did not make (another origin) is compressed at its first
// request and kept, in memory and in the build's cache, so the next start reads it.
describe("a page not in the build's compressed cache", () => {
  it("is compressed at its first request, the same page once decoded, and kept for the next start", async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "compressed-"));
    const body = Buffer.from(`<!DOCTYPE html><title>About</title><main>${"Cortexa trains teams in applied AI. ".repeat(40)}</main>`);
    const page = makeStaticFile(body, "text/html; charset=utf-8", "no-cache", { cacheDir });
    expect(page.br?.ready).toBeUndefined();
    const app = serveSite({ ...site, pages: new Map([["/about", page]]) }, "http://localhost");

    const [br, again] = await Promise.all(["br", "br"].map((encoding) => app.request("/about", { headers: { "accept-encoding": encoding } })));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(body)).toBe(true);
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).equals(body)).toBe(true);
    const gzip = await app.request("/about", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(body)).toBe(true);
    expect(page.br?.ready).toBeDefined();

    // The next start (a new StaticFile of the same content) finds both forms ready on disk.
    const next = makeStaticFile(body, "text/html; charset=utf-8", "no-cache", { cacheDir });
    expect(next.br?.ready?.equals(page.br!.ready!)).toBe(true);
    expect(next.gzip?.ready?.equals(page.gzip!.ready!)).toBe(true);
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it("is sent as it is to a client that accepts no compression", async () => {
    const body = Buffer.from(`<!DOCTYPE html><title>Plain</title>${"x".repeat(2000)}`);
    const app = serveSite({ ...site, pages: new Map([["/plain", makeStaticFile(body, "text/html; charset=utf-8", "no-cache")]]) }, "http://localhost");
    const res = await app.request("/plain", { headers: { "accept-encoding": "identity" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
  });
});

// The most requested answers keep their headers a plain object to the socket (plain-response.server.ts):
// the security headers are added as an object, and a page's own CSP stays.
describe("a page's answer", () => {
  const secured = new Hono().use(securityHeaders({ hsts: false })).route("/", app);

  it("leaves the app plain, with the security headers, also as a 304", async () => {
    const page = await secured.request("/auth");
    const headers = plainOf(page)?.headers;
    expect(headers).toMatchObject({ "content-type": "text/html; charset=utf-8", "x-content-type-options": "nosniff", vary: "Accept-Encoding" });
    expect(headers?.["content-security-policy"]).toContain("default-src 'self'");
    const fresh = await secured.request("/auth", { headers: { "if-none-match": headers!.etag } });
    expect(fresh.status).toBe(304);
    expect(plainOf(fresh)?.headers).toMatchObject({ etag: headers!.etag, "x-frame-options": "DENY" });
  });
});
