import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { siteOrigins } from "./origins.server";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.server";

const appWith = (hsts: boolean) => new Hono().use(securityHeaders({ hsts })).get("/", (c) => c.text("ok"));

describe("security headers", () => {
  it("sends HSTS only when the public URL is https", async () => {
    expect(siteOrigins({ PUBLIC_URL: "https://academy.example.com", PORT: 3000 }).secure).toBe(true);
    expect(siteOrigins({ PUBLIC_URL: undefined, PORT: 3000 }).secure).toBe(false);
    expect((await appWith(true).request("/")).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect((await appWith(false).request("/")).headers.get("strict-transport-security")).toBeNull();
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
