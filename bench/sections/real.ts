// What a visitor on a slow phone gets, measured rather than simulated: Chromium at 412×823 (mobile,
// touch) with applied throttling (bench/lib/throttle.ts: 150 ms latency, 1.6 Mbit/s down,
// 750 kbit/s up, CPU 4×), a fresh context (no cache) per load, on every route.
//
// Each run of a route is two loads, because a click ends what the browser reports as LCP (Chromium
// stops emitting largest-contentful-paint entries at the first input) and the search chunk it
// fetches competes with hydration on the slow link:
// - a quiet load: FCP (the paint entry), LCP (the final largest-contentful-paint candidate, read
//   300 ms after the load event and hydration) and "interactive" (the first moment the header's
//   first button carries React's `__reactProps…` key, polled every 5 ms by an init script);
// - a click load: as soon as the page has a first-contentful-paint entry (polled from here every
//   5 ms, with the Search button's position in the same evaluate), a real mouse click (CDP input,
//   trusted: page.mouse.click) on the header's Search button. An init script
//   records performance.now() at the first trusted pointerdown (window, capture phase) and, with a
//   MutationObserver, when the search dialog's input is in the DOM. Click delay = dialog −
//   pointerdown. No dialog 10 s after the click: the click is lost.
//
// Private pages (/dashboard, /dashboard/learn, /admin/*) send a signed-out visitor to /auth once
// hydrated, so they are loaded signed in: the section's servers run with ADMIN_EMAILS, and a staff
// account (signed up and confirmed through the outbox, bench/lib/accounts.ts) enrolled in one
// program loads them; /dashboard/learn gets `?enrollment=<its id>`. Every other page is loaded
// signed out.
//
// Every page of the route table, then every translated page under its language's prefix (/hi,
// /hi/programs…: contracts/locales.ts translatedPaths, so a newly translated page is measured too),
// where the Search button and the search field carry their texts in that language.
//
// REAL_RUNS=5 runs per route (median), REAL_ROUTES=/,/about to measure only those, and
// REAL_BUILDS=build,/tmp/build-baseline to compare builds: one server per build (started here,
// also for the one build by default, so every build is measured alike), runs interleaved per
// route (A, B, A, B…), one table per build; budgets are judged on the first build only. The shared
// ctx.server is not used: it has no staff account.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { browserCookies, enrollInFirstProgram, signUpStaff } from "../lib/accounts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";
import { root, startServer, type BenchServer } from "../lib/server";
import { median, SLOW_PHONE, throttledPhonePage } from "../lib/throttle";
import { fontFamiliesFor } from "../lib/fonts";
import { shellText, translatedRoutes } from "../lib/routes";
import { localeOfPath, sourceLocale, sourcePath } from "#contracts/locales";
import { budget, type Budget, type Section } from "../lib/types";

const RUNS = Math.max(1, Number(process.env.REAL_RUNS ?? 5));
const ONLY = process.env.REAL_ROUTES?.split(",").map((r) => r.trim()).filter(Boolean);
const BUILDS = process.env.REAL_BUILDS?.split(",").map((b) => b.trim()).filter(Boolean);

const LOAD_TIMEOUT = 30_000;
// A click not honoured this long after it is lost (REAL_CLICK_TIMEOUT shortens runs of a build that loses them all).
const CLICK_TIMEOUT = Number(process.env.REAL_CLICK_TIMEOUT ?? 10_000);
const POLL_MS = 5;
const LCP_SETTLE_MS = 300;

const FCP_BUDGET = 600;
const HOME_CLICK_BUDGET = 1_300;
const CLICK_BUDGET = 1_500;

const ADMIN_EMAIL = "staff@bench.test";
/** The Search button's name and the search field's placeholder as the page at `route` shows them (/hi: in Hindi). */
const searchTexts = (route: string) => ({
  name: shellText(route, "Search"),
  input: `[role="dialog"] input[placeholder=${JSON.stringify(shellText(route, "Search for courses, programs, resources..."))}]`,
});
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
/** A page that needs the staff account, in any language (/hi/dashboard is the dashboard too). */
const isPrivate = (route: string) => {
  const page = sourcePath(route);
  return page === "/dashboard" || page.startsWith("/dashboard/") || page.startsWith("/admin/");
};

// Init scripts are plain JavaScript strings: tsx would wrap named functions in an `__name` helper
// the page does not have. `findSearch` is the page-side twin of searchButton below (a visible
// button in the header whose accessible name starts with "Search"): one cheap evaluate finds it the
// moment the page has painted, where Playwright's locator would first inject its selector engine
// into the page, hundreds of milliseconds on a throttled CPU. The quiet load checks that both find
// the same element.
const commonInit = (route: string) => `
  const real = (window.__real = window.__real || {});
  const timer = setInterval(() => {
    const button = document.querySelector("header button");
    if (button && Object.keys(button).some((k) => k.startsWith("__reactProps"))) {
      real.interactive = performance.now();
      clearInterval(timer);
    }
  }, ${POLL_MS});
  // When the paint entry reached the page's observers (it is queued once the frame is presented).
  new PerformanceObserver((list) => {
    if (real.fcpSeen === undefined && list.getEntriesByName("first-contentful-paint").length) real.fcpSeen = performance.now();
  }).observe({ type: "paint", buffered: true });
  real.findSearch = () => {
    for (const button of document.querySelectorAll("header button, header [role=button]")) {
      const name = (button.getAttribute("aria-label") || button.textContent || "").trim();
      const box = button.getBoundingClientRect();
      if (${startsWith(searchTexts(route).name)}.test(name) && box.width && box.height && button.checkVisibility({ visibilityProperty: true })) {
        return { button, x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }
    }
    return null;
  };`;

const quietInit = (route: string) => `(() => {
  ${commonInit(route)}
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) real.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
})();`;

const clickInit = (route: string) => `(() => {
  ${commonInit(route)}
  addEventListener("pointerdown", (event) => {
    if (!event.isTrusted || real.down) return;
    const target = event.target instanceof Element ? event.target.closest("button, a") || event.target : null;
    real.down = {
      at: performance.now(),
      timeStamp: event.timeStamp,
      target: target ? (target.getAttribute("aria-label") || target.textContent || target.nodeName).trim().slice(0, 40) : "",
      inHeader: Boolean(target && target.closest("header")),
    };
    const observer = new MutationObserver(() => opened());
    const opened = () => {
      if (real.dialog !== undefined || !document.querySelector(${JSON.stringify(searchTexts(route).input)})) return;
      real.dialog = performance.now();
      observer.disconnect();
    };
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["role", "placeholder"] });
    opened();
  }, { capture: true });
})();`;

const READ = `({ ...window.__real, findSearch: undefined, fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime, path: location.pathname })`;
const HYDRATED = `window.__real.interactive !== undefined`;
/** null before the first contentful paint; then the Search button's centre, or { x: null } while there is none. */
const PAINTED_SEARCH = `(() => {
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  if (!fcp) return null;
  const found = window.__real.findSearch();
  return found ? { x: found.x, y: found.y, at: performance.now() } : { x: null };
})()`;
const searchButton = (page: Page, route: string) =>
  page.getByRole("banner").getByRole("button", { name: startsWith(searchTexts(route).name) }).filter({ visible: true }).first();

interface QuietLoad {
  fcp: number;
  lcp: number;
  interactive: number;
  /** The quick finder and Playwright's role locator found the same Search button. */
  sameButton?: boolean;
  error?: string;
}

interface ClickLoad {
  fcp: number;
  interactive: number;
  /** performance.now() at the first trusted pointerdown. */
  pointerdown: number;
  /** That event's timeStamp (when the browser took the input): pointerdown − this is the main thread's input delay. */
  inputAt: number;
  /** The element the pointerdown hit (aria-label or text), and whether it is in the header. */
  target: string;
  inHeader?: boolean;
  /** performance.now() when the paint entry reached a PerformanceObserver in the page. */
  fcpSeen?: number;
  /** performance.now() − FCP when the bench had found the button (before it clicked). */
  buttonFound?: number;
  /** Node-side ms from seeing the paint to seeing the button (0: both in the same poll). */
  buttonAfterFcp?: number;
  /** When the dialog's input appeared (absent: lost). */
  dialog?: number;
  /** dialog − pointerdown (absent: lost). */
  delay?: number;
  lost: boolean;
  error?: string;
}

interface Run {
  run: number;
  quiet: QuietLoad;
  click: ClickLoad;
}

interface RouteSummary {
  route: string;
  fcp: number;
  lcp: number;
  interactive: number;
  delay: number;
  /** Median of pointerdown − FCP: how soon after the first paint the click landed. */
  clickAfterFcp: number;
  lost: number;
  errors: number;
  runs: Run[];
}

interface Target {
  buildDir: string;
  server: BenchServer;
  cookies: ReturnType<typeof browserCookies>;
  enrollmentId: string;
}

let visitors = 0;
/** A client address per context (the servers trust X-Forwarded-For), so per-IP rate limits never trip. */
const nextIp = () => {
  visitors += 1;
  return `10.88.${(visitors >> 8) & 255}.${visitors & 255}`;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const message = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0]! : String(error)).slice(0, 200);

/**
 * Polls `expression` in the page from here until it is truthy (true) or `timeout` ms pass (false).
 * Not page.waitForFunction: the site's CSP forbids the eval it needs for a string.
 */
async function until(page: Page, expression: string, timeout: number, every = 20): Promise<boolean> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate(expression).catch(() => false)) return true;
    if (Date.now() >= end) return false;
    await sleep(every);
  }
}

/** Runs `work` on a fresh throttled phone page; closes its context and gives up after LOAD_TIMEOUT. */
async function load<T>(browser: Browser, target: Target, route: string, init: string, work: (page: Page, url: string, deadline: number) => Promise<T>): Promise<T> {
  const { context, page } = await throttledPhonePage(browser, { extraHTTPHeaders: { "x-forwarded-for": nextIp() } });
  const deadline = Date.now() + LOAD_TIMEOUT;
  let timer: NodeJS.Timeout | undefined;
  try {
    if (isPrivate(route)) await context.addCookies(target.cookies);
    await page.addInitScript(init);
    const url = target.server.url + route + (sourcePath(route) === "/dashboard/learn" ? `?enrollment=${target.enrollmentId}` : "");
    const work$ = work(page, url, deadline);
    work$.catch(() => {}); // rejects once the context is closed after a timeout
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`load timed out after ${LOAD_TIMEOUT} ms`)), LOAD_TIMEOUT);
    });
    return await Promise.race([work$, timeout]);
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

async function read(page: Page, route: string) {
  const r = (await page.evaluate(READ)) as Record<string, unknown> & { path: string };
  if (r.path !== route) throw new Error(`ended on ${r.path}, not ${route}`);
  return r;
}

async function quietLoad(browser: Browser, target: Target, route: string): Promise<QuietLoad> {
  return load(browser, target, route, quietInit(route), async (page, url, deadline) => {
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT });
    if (!(await until(page, HYDRATED, deadline - Date.now()))) throw new Error("never interactive");
    await sleep(LCP_SETTLE_MS); // a later LCP candidate
    const r = await read(page, route);
    // Measured; now check that the click loads' quick finder clicks what the role locator finds.
    await page.evaluate(`window.__real.findSearch()?.button.setAttribute("data-bench-search", "")`);
    const sameButton = (await searchButton(page, route).getAttribute("data-bench-search", { timeout: 5_000 }).catch(() => null)) !== null;
    return { fcp: Number(r.fcp), lcp: Number(r.lcp), interactive: Number(r.interactive), sameButton };
  });
}

async function clickLoad(browser: Browser, target: Target, route: string): Promise<ClickLoad> {
  return load(browser, target, route, clickInit(route), async (page, url, deadline) => {
    await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT });
    // Poll for the paint, then for the button (if the paint came before the header).
    let button: { x: number; y: number; at: number } | undefined;
    let searchFrom = Infinity;
    while (!button) {
      const painted = (await page.evaluate(PAINTED_SEARCH).catch(() => null)) as { x: number | null; y: number; at: number } | null;
      if (painted) searchFrom = Math.min(searchFrom, Date.now());
      if (painted?.x != null) button = { x: painted.x, y: painted.y, at: painted.at };
      else if (Date.now() > Math.min(deadline, searchFrom + CLICK_TIMEOUT)) {
        throw new Error(painted ? "no visible Search button in the header after the first paint" : "no first-contentful-paint");
      } else await sleep(POLL_MS);
    }
    const buttonAfterFcp = Date.now() - searchFrom;
    await page.mouse.click(button.x, button.y);
    const opened = await until(page, `window.__real.dialog !== undefined`, CLICK_TIMEOUT);
    if (!(await until(page, HYDRATED, deadline - Date.now()))) throw new Error("never interactive");
    const r = await read(page, route);
    const down = r.down as { at: number; timeStamp: number; target: string; inHeader: boolean } | undefined;
    if (!down) throw new Error("the click dispatched no trusted pointerdown");
    const dialog = opened && typeof r.dialog === "number" ? r.dialog : undefined;
    return {
      fcp: Number(r.fcp),
      interactive: Number(r.interactive),
      pointerdown: down.at,
      inputAt: down.timeStamp,
      target: down.target,
      inHeader: down.inHeader,
      fcpSeen: Number(r.fcpSeen),
      buttonFound: button.at - Number(r.fcp),
      buttonAfterFcp,
      dialog,
      delay: dialog === undefined ? undefined : dialog - down.at,
      lost: dialog === undefined,
    };
  });
}

/** Throws when the target's server has exited: every further load would fail alike. */
function checkAlive(target: Target) {
  const { child } = target.server;
  if (child.exitCode === null && child.signalCode === null) return;
  const output = target.server.output().trim().split("\n").slice(-10).join("\n");
  throw new Error(`The server for ${target.buildDir} stopped (${child.signalCode ?? `exit code ${child.exitCode}`}) during the measurement:\n${output}`);
}

/** A load that fails (timeout, no paint) is tried once more; a second failure is kept as an error. */
async function twice<T>(target: Target, what: string, log: (m: string) => void, attempt: () => Promise<T>, failed: (error: string) => T): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    checkAlive(target);
    log(`real: ${what}: ${message(error)}; again`);
    try {
      return await attempt();
    } catch (again) {
      checkAlive(target);
      return failed(message(again));
    }
  }
}

async function prepare(buildDir: string, log: (m: string) => void): Promise<Target> {
  // The server runs in the repository's root, so a relative BUILD_DIR is relative to it.
  if (!fs.existsSync(path.resolve(root, buildDir, "client", "index.html"))) {
    throw new Error(`${buildDir} is not a build (no client/index.html)`);
  }
  const server = await startServer({ buildDir, env: { TRUST_PROXY: "1", ADMIN_EMAILS: ADMIN_EMAIL } });
  try {
    const ip = nextIp();
    const cookies = await signUpStaff(server.url, server.dataDir, ip, ADMIN_EMAIL);
    const enrollmentId = await enrollInFirstProgram(server.url, cookies, ip);
    log(`real: ${buildDir} on ${server.url}, staff signed in`);
    return { buildDir, server, cookies: browserCookies(server.url, cookies), enrollmentId };
  } catch (error) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    throw error;
  }
}

function summarise(route: string, runs: Run[]): RouteSummary {
  const quiet = runs.map((r) => r.quiet).filter((q) => !q.error);
  const clicks = runs.map((r) => r.click).filter((c) => !c.error);
  return {
    route,
    fcp: median(quiet.map((q) => q.fcp)),
    lcp: median(quiet.map((q) => q.lcp)),
    interactive: median(quiet.map((q) => q.interactive)),
    delay: median(clicks.filter((c) => !c.lost).map((c) => c.delay!)),
    clickAfterFcp: median(clicks.map((c) => c.pointerdown - c.fcp)),
    lost: clicks.filter((c) => c.lost).length,
    errors: runs.filter((r) => r.quiet.error || r.click.error).length,
    runs,
  };
}

const ms = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString("en") : "—");

function table(results: RouteSummary[], judged: boolean): string {
  const rows = results.map((r) => {
    const delays = r.runs.map((run) => (run.click.error ? "error" : run.click.lost ? "lost" : Math.round(run.click.delay!))).join("/");
    const missed = judged ? routeMisses(r) : [];
    const cells = [
      r.route,
      ms(r.fcp),
      ms(r.lcp),
      ms(r.interactive),
      `${ms(r.delay)} (${delays})`,
      `${r.lost} of ${r.runs.length}`,
      ms(r.clickAfterFcp),
      ...(judged ? [missed.length ? `**${missed.join(", ")}**` : "ok"] : []),
    ];
    return `| ${cells.join(" | ")} |`;
  });
  return [
    `| Route | FCP ms | LCP ms | Interactive ms | Click delay ms (runs) | Lost clicks | Click at FCP + ms |${judged ? " Budget |" : ""}`,
    `|---|---:|---:|---:|---|---:|---:|${judged ? "---|" : ""}`,
    ...rows,
  ].join("\n");
}

const clickBudgetOf = (route: string) => (route === "/" ? HOME_CLICK_BUDGET : CLICK_BUDGET);

function routeMisses(r: RouteSummary): string[] {
  return [
    ...(!(r.fcp <= FCP_BUDGET) ? ["FCP"] : []),
    ...(!(r.delay <= clickBudgetOf(r.route)) ? ["click delay"] : []),
    ...(r.lost ? ["lost clicks"] : []),
    ...(r.errors ? ["errors"] : []),
  ];
}

function budgets(results: RouteSummary[]): Budget[] {
  const list = (rs: RouteSummary[], value: (r: RouteSummary) => string) => rs.map((r) => `${r.route} ${value(r)}`).join(", ");
  const slowFcp = results.filter((r) => !(r.fcp <= FCP_BUDGET));
  const highest = (key: "fcp" | "delay") => results.filter((r) => Number.isFinite(r[key])).reduce<RouteSummary | undefined>((a, b) => (!a || b[key] > a[key] ? b : a), undefined);
  const worstFcp = highest("fcp");
  const out = [
    budget(
      "FCP on every route (median)",
      `≤ ${FCP_BUDGET} ms`,
      slowFcp.length ? list(slowFcp, (r) => `${ms(r.fcp)} ms`) : `highest ${ms(worstFcp?.fcp ?? NaN)} ms (${worstFcp?.route})`,
      !slowFcp.length,
    ),
  ];
  const home = results.find((r) => r.route === "/");
  if (home) {
    out.push(
      budget(
        "click delay on / (median)",
        `≤ ${HOME_CLICK_BUDGET.toLocaleString("en")} ms`,
        Number.isFinite(home.delay) ? `${ms(home.delay)} ms` : "every click lost",
        home.delay <= HOME_CLICK_BUDGET,
      ),
    );
  }
  const slowClick = results.filter((r) => !(r.delay <= CLICK_BUDGET));
  const worstClick = highest("delay");
  out.push(
    budget(
      "click delay on every route (median)",
      `≤ ${CLICK_BUDGET.toLocaleString("en")} ms`,
      slowClick.length
        ? list(slowClick, (r) => (Number.isFinite(r.delay) ? `${ms(r.delay)} ms` : "every click lost"))
        : `highest ${ms(worstClick?.delay ?? NaN)} ms (${worstClick?.route})`,
      !slowClick.length,
    ),
  );
  const lost = results.reduce((n, r) => n + r.lost, 0);
  const clicks = results.reduce((n, r) => n + r.runs.length, 0);
  out.push(budget("clicks at first paint lost", "0", lost ? `${lost} of ${clicks} (${list(results.filter((r) => r.lost), (r) => `${r.lost}`)})` : `0 of ${clicks}`, !lost));
  const errors = results.filter((r) => r.errors);
  out.push(budget("loads that failed", "0", errors.length ? list(errors, (r) => `${r.errors}`) : "0", !errors.length));
  return out;
}

export const real: Section = async (ctx) => {
  // Every page, and every translated page in its language (/hi, /hi/programs, …).
  const allRoutes = [...ctx.routes, ...translatedRoutes];
  const routes = ONLY ? allRoutes.filter((p) => ONLY.includes(p)) : allRoutes;
  if (ONLY && routes.length !== ONLY.length) {
    const unknown = ONLY.filter((p) => !allRoutes.includes(p));
    throw new Error(`REAL_ROUTES: not in the route table: ${unknown.join(", ")}`);
  }
  const buildDirs = BUILDS?.length ? BUILDS : [ctx.buildDir];
  const targets: Target[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const runs = new Map<string, Run[]>(buildDirs.flatMap((b) => routes.map((r) => [`${b} ${r}`, []] as [string, Run[]])));
  const started = Date.now();
  try {
    // Side by side: the servers start together (a start is minutes on a busy machine).
    const prepared = await Promise.allSettled(buildDirs.map((buildDir) => prepare(buildDir, ctx.log)));
    for (const p of prepared) if (p.status === "fulfilled") targets.push(p.value);
    const failed = prepared.find((p) => p.status === "rejected");
    if (failed) throw failed.reason;
    for (const route of routes) {
      for (let i = 1; i <= RUNS; i++) {
        for (const target of targets) {
          const what = `${target.buildDir} ${route} run ${i}`;
          const quiet = await twice(target, `${what} (quiet)`, ctx.log, () => quietLoad(browser, target, route), (error) => ({ fcp: NaN, lcp: NaN, interactive: NaN, error }));
          const click = await twice(target, `${what} (click)`, ctx.log, () => clickLoad(browser, target, route), (error) => ({
            fcp: NaN,
            interactive: NaN,
            pointerdown: NaN,
            inputAt: NaN,
            target: "",
            lost: false,
            error,
          }));
          runs.get(`${target.buildDir} ${route}`)!.push({ run: i, quiet, click });
          ctx.log(
            `real ${what}: FCP ${ms(quiet.fcp)}, LCP ${ms(quiet.lcp)}, interactive ${ms(quiet.interactive)} ms${quiet.error ? ` (${quiet.error})` : ""}; ` +
              (click.error
                ? `click: ${click.error}`
                : `click at FCP + ${ms(click.pointerdown - click.fcp)} on "${click.target}": ${click.lost ? "LOST" : `${ms(click.delay!)} ms`} (interactive ${ms(click.interactive)})`),
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const target of targets) {
      await target.server.stop();
      fs.rmSync(target.server.dataDir, { recursive: true, force: true });
    }
  }

  const results = buildDirs.map((b) => ({ buildDir: b, routes: routes.map((r) => summarise(r, runs.get(`${b} ${r}`)!)) }));
  const [judged] = results;
  const { latencyMs, downloadBitsPerSecond, uploadBitsPerSecond, cpuSlowdown } = SLOW_PHONE;
  const all = results.flatMap((b) => b.routes);
  const offTarget = [...new Set(all.filter((r) => r.runs.some((run) => !run.click.error && !(run.click.inHeader && startsWith(searchTexts(r.route).name).test(run.click.target)))).map((r) => r.route))];
  // The faces this machine has for each translated language measured (README, Benchmarks).
  const languages = [...new Set(routes.map(localeOfPath).filter((locale) => locale !== sourceLocale))];
  const faces = Object.fromEntries(languages.map((locale) => [locale, fontFamiliesFor(locale)]));
  const otherButton = [...new Set(all.filter((r) => r.runs.some((run) => run.quiet.sameButton === false)).map((r) => r.route))];
  const markdown = [
    `Chromium headless at 412×823 (mobile, touch) with applied throttling: ${latencyMs} ms latency, ${downloadBitsPerSecond / 1e6} Mbit/s down, ${uploadBitsPerSecond / 1e3} kbit/s up, CPU ${cpuSlowdown}×; a fresh context per load; ${RUNS} runs per route, each a quiet load (FCP, LCP, interactive) and a load with a click on the header's Search button as soon as the page has painted (click delay: pointerdown to the search dialog in the DOM; lost: no dialog 10 s after the click). Medians; every run's click delay in brackets. ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} at the end; ${((Date.now() - started) / 60000).toFixed(1)} min.`,
    ``,
    routes.some(isPrivate)
      ? `Private pages (${routes.filter(isPrivate).join(", ")}) are loaded signed in as staff (a server started with ADMIN_EMAILS; the account has one enrolment${routes.includes("/dashboard/learn") ? ", which /dashboard/learn opens with ?enrollment=<id>" : ""}): signed out, they send the visitor to /auth once hydrated. Every other page is loaded signed out.`
      : `Every page is loaded signed out.`,
    ...languages.map((locale) => {
      const families = faces[locale];
      const found = families === undefined ? "unknown (no fontconfig)" : families.length ? families.join(", ") : "none";
      return `\nThis machine's faces for the /${locale}/ pages' language: ${found}.${families?.length === 0 ? " Chromium draws their text as boxes until the site's own font arrives, a case no phone that reads the language meets (README, Benchmarks)." : ""}`;
    }),
    ...(offTarget.length ? [``, `**The click landed on something other than the header's Search button** on: ${offTarget.join(", ")} (see the runs' \`target\` in the data).`] : []),
    ...(otherButton.length ? [``, `**The role locator found another Search button than the one clicked** on: ${otherButton.join(", ")}.`] : []),
    ...results.flatMap((b, i) => [
      ``,
      ...(results.length > 1 ? [`### ${b.buildDir}${i === 0 ? " (budgets judged on this build)" : ""}`, ``] : []),
      table(b.routes, i === 0),
    ]),
  ].join("\n");

  return {
    title: "Real throttling (slow phone)",
    markdown,
    budgets: budgets(judged!.routes),
    data: {
      conditions: { ...SLOW_PHONE, viewport: "412x823", isMobile: true, hasTouch: true },
      runsPerRoute: RUNS,
      facesByLanguage: faces,
      budgetsMs: { fcp: FCP_BUDGET, clickDelayHome: HOME_CLICK_BUDGET, clickDelay: CLICK_BUDGET },
      builds: results.map((b) => ({
        buildDir: b.buildDir,
        routes: b.routes.map((r) => ({
          path: r.route,
          fcpMs: r.fcp,
          lcpMs: r.lcp,
          interactiveMs: r.interactive,
          clickDelayMs: r.delay,
          clickAfterFcpMs: r.clickAfterFcp,
          lostClicks: r.lost,
          failedRuns: r.errors,
          runs: r.runs,
        })),
      })),
    },
  };
};
