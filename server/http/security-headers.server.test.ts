import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { siteOrigins } from "./origins.server";
import { plainOf, plainResponse } from "./plain-response.server";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.server";

const appWith = (hsts: boolean) => new Hono().use(securityHeaders({ hsts })).get("/", (c) => c.text("ok"));

describe("security headers", () => {
  it("sends HSTS only when the public URL is https", async () => {
    expect(siteOrigins({ PUBLIC_URL: "https://academy.example.com", PORT: 3000 }).secure).toBe(true);
    expect(siteOrigins({ PUBLIC_URL: undefined, PORT: 3000 }).secure).toBe(false);
    expect((await appWith(true).request("/")).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect((await appWith(false).request("/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("adds them to a plain answer as an object, keeping the answer plain and a page's own CSP", async () => {
    const app = new Hono()
      .use(securityHeaders({ hsts: true }))
      .get("/page", () => plainResponse("<p>hi</p>", 200, { "content-type": "text/html", "content-security-policy": "script-src 'self' 'sha256-x'" }))
      .get("/data", () => plainResponse("{}", 200, { "content-type": "application/json" }));
    const page = await app.request("/page");
    expect(plainOf(page)?.headers).toMatchObject({
      "content-type": "text/html",
      "content-security-policy": "script-src 'self' 'sha256-x'",
      "x-content-type-options": "nosniff",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    });
    expect(await page.text()).toBe("<p>hi</p>");
    const data = await app.request("/data");
    expect(plainOf(data)?.headers["content-security-policy"]).toBe(contentSecurityPolicy());
  });

  it("keeps what another middleware set through res.headers on a plain answer", async () => {
    const app = new Hono()
      .use(securityHeaders({ hsts: false }))
      .use(async (c, next) => {
        await next();
        c.res.headers.set("Cache-Control", "no-store");
      })
      .get("/", () => plainResponse("{}", 200, { "content-type": "application/json", "cache-control": "public" }));
    const res = await app.request("/");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("locks scripts to our origin and the page's own inline script hashes", () => {
    const csp = contentSecurityPolicy("'sha256-abc'");
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("trusts localhost and 127.0.0.1 when no public URL is set", () => {
    expect(siteOrigins({ PUBLIC_URL: undefined, PORT: 4100 }).trusted).toEqual(["http://localhost:4100", "http://127.0.0.1:4100"]);
  });
});
