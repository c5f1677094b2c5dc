import type { APIRequestContext } from "@playwright/test";
import { expect, expectCleanConsole, test, waitForHydration } from "./fixtures";

// How pages reach the browser (docs/decisions/005-inline-css.md and 007-ready-when-it-looks-ready.md):
// the stylesheet is inline, scripts start with the HTML, and nothing breaks the page's CSP. What a
// visitor does before hydration: early-input.spec.ts.

/** Every page the sitemap lists, as paths (both languages). */
async function sitemapPaths(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
}

/** A session cookie: the learner's pages are sent to a request with one (server/http/serve-site.server.ts). */
const SIGNED_IN = { cookie: "better-auth.session_token=any" };

test.describe("page delivery", () => {
  test("pages are styled without a stylesheet request, also after a client-side navigation", async ({ page, consoleErrors }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => request.resourceType() === "stylesheet" && stylesheets.push(request.url()));
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "700");
    await expect(header).toHaveCSS("position", "sticky");
    expect(stylesheets).toEqual([]);
    await expectCleanConsole(consoleErrors);
  });

  test("the HTML carries the stylesheet, the early-input script first, and preloads of the page's modules", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/<head>.*<style>\/\*! tailwindcss/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><script>[^<]*__earlyInput/);
    // Scripts start with the HTML (docs/decisions/007): no render-blocking script, the modules
    // preloaded from the head, where the browser finds them in the page's first bytes.
    expect(html).not.toMatch(/<script[^>]+src=/);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link rel="modulepreload"/g)?.length ?? 0).toBeGreaterThan(5);
  });

  test("a page fetches the dialog's code with its first dialog, not with its icons or progress bars", async ({ request }) => {
    // vite.config.ts: lucide's and Radix's shared code have chunks of their own; in the dialog's,
    // they made nearly every page fetch the whole dialog (~10 KB gzip) before any interaction.
    for (const path of ["/", "/about", "/contact", "/programs", "/resources/skill-gap-analyzer"]) {
      const head = (await (await request.get(path)).text()).split("</head>")[0];
      expect(head, path).toMatch(/<link rel="modulepreload" href="\/assets\/root-/);
      expect(head, path).not.toMatch(/<link rel="modulepreload" href="\/assets\/dialog-/);
    }
  });

  test("a form's page fetches the validation library (zod) when the form is first used, not with the page", async ({ request }) => {
    // The pages import plain values (contracts/*-vocabulary.ts, password-rules.ts,
    // assessment-scoring.ts) and load the schemas through lazyZodResolver; zod is ~26 KB gzip.
    const paths = ["/auth", "/reset-password", "/contact", "/team", "/team/people", "/team/person", "/team/assignments", "/team/new", "/team/join", "/resources/skill-gap-analyzer", "/hi/team", "/hi/auth"];
    const checked = new Map<string, boolean>();
    for (const path of paths) {
      const head = (await (await request.get(path)).text()).split("</head>")[0];
      const modules = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(modules.length, path).toBeGreaterThan(5);
      for (const href of modules) {
        if (!checked.has(href)) checked.set(href, (await (await request.get(href)).text()).includes('"$ZodType"'));
        expect(checked.get(href), `${path} preloads ${href}, which holds zod`).toBe(false);
      }
    }
  });

  test("no page fetches more than 20 scripts before it can answer, and none fetches an icon on its own", async ({ request }) => {
    // Each script is a request, and on a slow link over HTTP/1.1 (six at a time) every six more cost
    // a round trip before the page hydrates. The lucide icons were a file each (28 scripts on
    // /solutions/corporate-training, 14 of them icons); they now come in the chunk of the code that
    // draws them (vite.config.ts, lucideIconsInPlace).
    const listed = await sitemapPaths(request);
    expect(listed.length).toBeGreaterThan(60);
    // With the learner's pages, which the sitemap leaves out (26 scripts on /dashboard/learn).
    const paths = [...listed, "/dashboard", "/dashboard/learn", "/hi/dashboard/learn"];
    const iconOnly = new Map<string, boolean>();
    for (const path of paths) {
      // A session cookie, or the learner's pages send the request to /auth (whatever its value).
      const response = await request.get(path, { headers: SIGNED_IN, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const head = (await response.text()).split("</head>")[0];
      const modules = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(modules.length, `${path} preloads ${modules.length} scripts`).toBeLessThanOrEqual(20);
      for (const href of modules) {
        // A file of icons and nothing else: icon data (`{name:`check`,size:24,node:[…]}`) and no
        // function of its own, as the icon files the pages used to fetch one by one (60 of them).
        if (!iconOnly.has(href)) {
          const code = await (await request.get(href)).text();
          iconOnly.set(href, code.includes(",size:24,node:") && !/function|=>/.test(code));
        }
        expect(iconOnly.get(href), `${path} preloads ${href}, a file of icons`).toBe(false);
      }
    }
  });

  test("every page's HTML is in document order: no part left out to be moved into place by a script", async ({ request }) => {
    // app/entry.server.tsx: sent with the shell first, a part that waited for its code (the
    // assessment tools' questions) went to the end of the document, hidden, and the first paint
    // showed the page without it.
    const paths = await sitemapPaths(request);
    expect(paths).toContain("/resources/skill-gap-analyzer");
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain("<!--$?-->");
      expect(html, path).not.toMatch(/<div hidden id="S:/);
    }
    const tool = await (await request.get("/resources/ai-readiness-assessment")).text();
    expect(tool.indexOf("See My Report")).toBeGreaterThan(tool.indexOf('<main id="main"'));
    expect(tool.indexOf("See My Report")).toBeLessThan(tool.indexOf("</main>"));
  });

  test("a team page's first scripts are the shell's: the frame, the page and their data code load after", async ({ request }) => {
    // team-shell.tsx, routes/team/new.tsx and join.tsx: the prerendered team pages are their loading
    // state, so nothing of the frame or the page (TanStack Query, tables, forms) is preloaded; it
    // downloads once the page runs.
    const home = [...(await (await request.get("/")).text()).split("</head>")[0].matchAll(/<link rel="modulepreload"/g)].length;
    for (const path of ["/team", "/team/people", "/team/person", "/team/assignments", "/team/new", "/team/join", "/hi/team", "/hi/team/join"]) {
      const head = (await (await request.get(path)).text()).split("</head>")[0];
      const modules = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(modules.length, path).toBeLessThanOrEqual(home + 3);
      for (const href of modules) expect((await (await request.get(href)).text()).includes("No QueryClient set"), `${path} preloads ${href}`).toBe(false);
    }
  });

  test("an invitation link's page waits for the link's token before it says anything of it", async ({ request }) => {
    // Prerendered without the token, the page said "This invitation link does not work" until the
    // scripts ran, to everyone who opened a good link.
    for (const path of ["/team/join?token=a-token-from-an-e-mail", "/hi/team/join?token=a-token-from-an-e-mail"]) {
      const main = (await (await request.get(path)).text()).split("<main")[1].split("</main>")[0];
      expect(main, path).toMatch(/Join your team|अपनी टीम से जुड़ें/);
      expect(main, path).not.toMatch(/This invitation link does not work|यह आमंत्रण लिंक काम नहीं करता/);
    }
  });

  test("an invitation link asks for its invitation with the page's first scripts, not after the page's own code, and once", async ({ page }) => {
    const token = `not-an-invitation-${Date.now()}`;
    const asked: string[] = [];
    page.on("request", (r) => r.url().includes("/api/v1/invitations/") && asked.push(r.url()));
    // The page's own code (its form and queries) is held: the invitation is asked for without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/join-page-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/team/join?token=${token}`);
    await expect.poll(() => asked).toEqual([expect.stringContaining(`/api/v1/invitations/${token}`)]);
    release();
    // The page then shows that answer (an unknown token), without asking again.
    await expect(page.getByRole("heading", { level: 1, name: "This invitation link does not work" })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test("a page asks who is signed in once, also when the header and the page both need it", async ({ page }) => {
    for (const path of ["/", "/team/join?token=not-an-invitation"]) {
      let lookups = 0;
      const count = (r: { url(): string }) => r.url().endsWith("/api/auth/get-session") && lookups++;
      page.on("request", count);
      await page.goto(path);
      // Hydration is what this test is about: the lookup started before it and the header's
      // subscription after it must be one request, so the count is read once both have happened.
      await waitForHydration(page);
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
      expect(lookups, path).toBe(1);
      page.off("request", count);
    }
  });

  test("scripts start with the HTML, then the page hydrates and answers", async ({ page, consoleErrors }) => {
    for (const path of ["/", "/programs", "/contact"]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("button", { name: /^Search/ }).click();
      await expect(page.getByPlaceholder("Search for courses, programs, resources...")).toBeVisible();
      const fetches = await page.evaluate(() => {
        const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
        const requested = performance.getEntriesByType("resource").map((e) => e.name);
        return preloaded.map((href) => requested.filter((name) => name === href).length);
      });
      // Every module the head preloads was fetched once: the page ran the preloaded copy (a preload
      // the module graph could not use would be fetched twice). Not checked against a time after the
      // page's response, as it was: on a busy machine the browser reaches the head later, and the
      // bound measured the machine, not the page.
      expect(fetches.length, path).toBeGreaterThan(5);
      expect(new Set(fetches), path).toEqual(new Set([1]));
      await page.keyboard.press("Escape");
    }
    await expectCleanConsole(consoleErrors);
  });

  test("forms and listings break no rule of the page's Content-Security-Policy", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const path of ["/", "/auth", "/reset-password", "/contact", "/programs"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, path).toEqual([]);
    }
  });
});
