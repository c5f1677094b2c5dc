import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { localizedPath, translatedPaths } from "#contracts/locales";
import { sitePages } from "#contracts/pages";
import routes from "./routes";

const table = routes as RouteConfigEntry[];
/** The module React Router renders at `address`, as the router matches it. */
const moduleAt = (address: string) => matchRoutes(table.map((r) => ({ path: r.path, id: r.file })), address)?.at(-1)?.route.id;

describe("the route table", () => {
  it("has a route module for every page of the page table, and no other page", () => {
    const routed = table.map((r) => r.path!).filter((p) => p !== "*");
    // A translated page's route starts with its language's optional segment ("hi?/about").
    const english = routed.map((p) => p.replace(/^hi\?/, "") || "/");
    expect(english.sort()).toEqual(sitePages.map((p) => p.path).sort());
    for (const page of sitePages) expect(moduleAt(page.path), page.path).not.toBe("routes/not-found.tsx");
  });

  it("serves each translated page under its language's prefix with the English page's module, and no other page there", () => {
    for (const path of translatedPaths.hi) expect(moduleAt(localizedPath(path, "hi")), path).toBe(moduleAt(path));
    const untranslated = sitePages.map((p) => p.path).filter((p) => !(translatedPaths.hi as readonly string[]).includes(p));
    expect(untranslated.length).toBeGreaterThan(0);
    for (const path of untranslated) expect(moduleAt(`/hi${path}`), path).toBe("routes/not-found.tsx");
  });

  it("renders unknown paths (the prerendered 404 page among them) with the catch-all route", () => {
    expect(table.at(-1)?.path).toBe("*");
    expect(moduleAt("/no-such-page")).toBe("routes/not-found.tsx");
  });
});
