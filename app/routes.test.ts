import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { localizedPath, translatedPaths } from "#contracts/locales";
import { sitePages } from "#contracts/pages";
import routes from "./routes";

describe("the route table", () => {
  it("has a route module for every page of the page table, and no other page", () => {
    const routed = (routes as RouteConfigEntry[]).map((r) => (r.index ? "/" : r.path)).filter((p) => p !== "*");
    const english = routed.filter((p) => p !== "/hi" && !p?.startsWith("/hi/"));
    expect(english.sort()).toEqual(sitePages.map((p) => p.path).sort());
  });

  it("has each translated page under its language's prefix, with the English page's module", () => {
    const all = routes as RouteConfigEntry[];
    const hindi = all.filter((r) => r.path === "/hi" || r.path?.startsWith("/hi/"));
    expect(hindi.map((r) => r.path).sort()).toEqual(translatedPaths.hi.map((p) => localizedPath(p, "hi")).sort());
    for (const r of hindi) {
      const english = all.find((e) => (e.index ? "/" : e.path) === (r.path === "/hi" ? "/" : r.path!.slice(3)));
      expect(r.file).toBe(english?.file);
    }
  });

  it("renders unknown paths (the prerendered 404 page among them) with the catch-all route", () => {
    expect((routes as RouteConfigEntry[]).at(-1)?.path).toBe("*");
  });
});
