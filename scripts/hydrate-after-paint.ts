// Every page is complete, styled HTML: it paints without JavaScript. Its scripts (~130 KB gzip)
// only hydrate it, so they are fetched after the first paint instead of beside the HTML, where on
// a slow link they took bandwidth from the page itself (docs/decisions/006-scripts-after-first-paint.md).
//
// React Router renders, for each prerendered page, `<link rel="modulepreload">`s in the head and one
// inline module script that imports the manifest and the page's route modules, then the entry:
//
//   import "/assets/manifest-x.js"; import * as route0 from "/assets/root-y.js"; …
//   window.__reactRouterRouteModules = {"root":route0, …}; import("/assets/entry.client-z.js");
//
// This build step (react-router.config.ts buildEnd) removes the preloads and rewrites that script
// to wait for the first contentful paint, then preload the same files and import the same modules,
// in the same order, with dynamic imports. The server hashes the rewritten script for the page's CSP as before.

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/?>/g;
const BOOT = /<script type="module" async="">(import "[^"]+";.*?import\("[^"]+"\);)<\/script>/s;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?"([^"]+)";/g;

// Waits for the browser's first-contentful-paint entry: it is stamped when the frame is shown,
// later than the main thread's paint, which requestAnimationFrame would catch. A hidden tab paints
// nothing, so it goes on at once; a browser without paint timing goes on after the next frame;
// and no page waits more than 3 s.
const AFTER_FIRST_PAINT = `(go) => {
  if (document.hidden) return go();
  setTimeout(go, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), go();
  }).observe({ type: "paint", buffered: true });
}`;

export function hydrateAfterPaint(html: string): string {
  const boot = BOOT.exec(html);
  if (!boot) {
    // A page without React Router's boot script (none today): leave it alone, but say so.
    if (html.includes("modulepreload")) throw new Error("hydrate-after-paint: React Router's boot script not found");
    return html;
  }
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const code = boot[1]!;
  const imports = [...code.matchAll(STATIC_IMPORT)];
  const rest = code.replace(STATIC_IMPORT, "").trim();
  if (!imports.length || !rest.startsWith("window.__reactRouterRouteModules")) {
    throw new Error(`hydrate-after-paint: unexpected boot script ${code.slice(0, 200)}`);
  }
  const script = [
    `await new Promise(${AFTER_FIRST_PAINT});`,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...imports.map(([, name, url]) => (name ? `const ${name} = await import("${url}");` : `await import("${url}");`)),
    rest,
  ].join("\n");
  return html.replace(PRELOAD, "").replace(boot[0], () => `<script type="module" async="">${script}</script>`);
}
