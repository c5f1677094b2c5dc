import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { sitePages } from "#contracts/pages";
import routes from "./routes";

describe("the route table", () => {
  it("has a route module for every page of the page table, and no other page", () => {
    const routed = (routes as RouteConfigEntry[]).map((r) => (r.index ? "/" : r.path)).filter((p) => p !== "*");
    expect(routed.sort()).toEqual(sitePages.map((p) => p.path).sort());
  });

  it("renders unknown paths (the prerendered 404 page among them) with the catch-all route", () => {
    expect((routes as RouteConfigEntry[]).at(-1)?.path).toBe("*");
  });
});
