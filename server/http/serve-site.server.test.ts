import { describe, expect, it } from "vitest";
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
