import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./hydrate-after-paint";

// The shape React Router 7 prerenders (trimmed).
const page = [
  `<!DOCTYPE html><html lang="en"><head><title>About Us</title>`,
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>`,
  `<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/about-4.js"/>`,
  `<style>body{}</style></head><body><main><h1>About Us</h1></main>`,
  `<script>window.__reactRouterContext = {};</script>`,
  `<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-3.js"; `,
  `import * as route1 from "/assets/about-4.js";      window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};  `,
  `import("/assets/entry.client-2.js");</script></body></html>`,
].join("");

describe("hydrateAfterPaint", () => {
  const html = hydrateAfterPaint(page);
  const boot = /<script type="module" async="">(.*?)<\/script>/s.exec(html)![1]!;

  it("leaves no script request in the HTML", () => {
    expect(html).not.toContain("<link rel=\"modulepreload\"");
    expect(html).not.toMatch(/<script[^>]*>\s*import /);
    expect(html).toContain("<main><h1>About Us</h1></main>");
  });

  it("waits for the first contentful paint, then preloads the same files and imports the same modules in order", () => {
    const at = (text: string) => boot.indexOf(text);
    expect(at("first-contentful-paint")).toBeLessThan(at("modulepreload"));
    expect(boot).toContain(JSON.stringify(["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js", "/assets/about-4.js"]));
    const steps = [
      `await import("/assets/manifest-1.js");`,
      `const route0 = await import("/assets/root-3.js");`,
      `const route1 = await import("/assets/about-4.js");`,
      `window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};`,
      `import("/assets/entry.client-2.js");`,
    ];
    for (const step of steps) expect(boot).toContain(step);
    const positions = steps.map(at);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(at(steps[0]!)).toBeGreaterThan(at("modulepreload"));
  });

  it("is valid JavaScript for a module", () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction(boot)).not.toThrow();
  });

  it("refuses a boot script of another shape, so a React Router upgrade cannot silently break hydration", () => {
    const other = page.replace('import "/assets/manifest-1.js"; ', "");
    expect(() => hydrateAfterPaint(other)).toThrow(/boot script/);
    expect(hydrateAfterPaint("<html><body>no scripts</body></html>")).toBe("<html><body>no scripts</body></html>");
  });
});
