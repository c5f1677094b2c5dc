// Accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA, plus best practices) on every page at a
// desktop and a mobile viewport, and on the states a visitor opens (bench/lib/axe-states.ts):
// the chat panel, the search dialog, the menus, the forms with their errors showing, the
// signed-in dashboard and the staff inbox (on a second server started with ADMIN_EMAILS).
import fs from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { readMail } from "../../tools/outbox";
import { browserCookies, signUpConfirmed, signUpStaff } from "../lib/accounts";
import { openedStates, type Session, type State, type ViewportName } from "../lib/axe-states";
import { pixelContrast, type PixelContrast } from "../lib/pixel-contrast";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";
import { startServer, type BenchServer } from "../lib/server";
import { budget, type Section } from "../lib/types";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
} as const;
const ADMIN_EMAIL = "staff@bench.test";

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: number;
  target: string;
  /** axe's explanation for the first element (e.g. the measured contrast). */
  detail: string;
}

interface StateResult {
  state: string;
  viewport: ViewportName;
  url: string;
  violations: Violation[];
  /** Rules axe could not decide (needs review), with element counts. */
  incomplete: Record<string, number>;
  /** Text axe could not decide on, measured on the pixels (bench/lib/pixel-contrast.ts). */
  pixels: { measured: number; failing: PixelContrast[] };
  error?: string;
}

interface SignedIn {
  server: BenchServer;
  cookies: { name: string; value: string; url: string }[];
}

let ipCounter = 0;
/** A distinct client address per browser context, so per-IP rate limits never trip. */
const nextIp = () => {
  ipCounter += 1;
  return `10.203.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
};

/** Waits for finite animations and transitions (dialogs fading in) to end: mid-fade colours fail contrast. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

async function gotoHydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForFunction(
    () => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined && document.readyState === "complete",
  );
}

/** Signs a user up on `server` (staff, with two-factor sign-in on, when `email` is given), confirms the address and returns the cookies. */
async function signIn(server: BenchServer, email?: string): Promise<SignedIn & { headers: Record<string, string> }> {
  const ip = nextIp();
  const cookies = email ? await signUpStaff(server.url, server.dataDir, ip, email) : (await signUpConfirmed(server.url, server.dataDir, ip)).cookies;
  return {
    server,
    cookies: browserCookies(server.url, cookies),
    headers: { cookie: cookies.join("; "), origin: server.url, "x-forwarded-for": ip, "content-type": "application/json" },
  };
}

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A learner enrolled in the first program; returns the session and the enrolment's id. */
async function enrolledLearner(server: BenchServer) {
  const learner = await signIn(server);
  const catalogue = (await (await fetch(`${server.url}/api/v1/courses`)).json()) as { data: { id: string }[] };
  const { enrollment } = (await post(`${server.url}/api/v1/courses/${catalogue.data[0].id}/enroll`, learner.headers, {})) as { enrollment: { id: string } };
  return { learner, enrollmentId: enrollment.id };
}

/** Staff on their own server, with one inquiry, one subscriber and one enrolment to list. */
async function staff(server: BenchServer) {
  await enrolledLearner(server);
  const visitor = { "content-type": "application/json", "x-forwarded-for": nextIp() };
  await post(`${server.url}/api/v1/contact`, visitor, {
    name: "Zara Khan",
    email: "zara@example.com",
    company: "Khan Logistics",
    subject: "Fleet analytics",
    message: "Could you train our 25 dispatchers on forecasting?",
  });
  // A subscriber counts once the address's owner opens the confirmation link (double opt-in).
  await post(`${server.url}/api/v1/newsletter`, visitor, { email: "reader@example.com" });
  const link = (await readMail(path.join(server.dataDir, "outbox"), "reader@example.com")).links.find((l) => l.includes("/newsletter/confirm"));
  if (!link) throw new Error("no confirmation link in the newsletter mail");
  await post(`${server.url}/api/v1/newsletter/confirm`, visitor, { token: new URL(link).searchParams.get("token") });
  return signIn(server, ADMIN_EMAIL);
}

async function check(browser: Browser, state: State, base: string, signedIn: SignedIn | undefined, enrollmentId: string): Promise<StateResult> {
  const context = await browser.newContext({ ...VIEWPORTS[state.viewport], extraHTTPHeaders: { "x-forwarded-for": nextIp() } });
  const page = await context.newPage();
  const path = typeof state.path === "string" ? state.path : state.path({ enrollmentId });
  try {
    if (signedIn) await context.addCookies(signedIn.cookies);
    await gotoHydrated(page, base + path);
    await state.open?.(page);
    await settle(page);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const incomplete: Record<string, number> = {};
    for (const r of results.incomplete) incomplete[r.id] = r.nodes.length;
    const undecided = results.incomplete.filter((r) => r.id === "color-contrast").flatMap((r) => r.nodes);
    const measured = await pixelContrast(page, undecided.filter((n) => n.target.length === 1).map((n) => String(n.target[0])));
    return {
      pixels: { measured: measured.length, failing: measured.filter((m) => m.ratio < m.required) },
      state: state.name,
      viewport: state.viewport,
      url: page.url().replace(base, ""),
      incomplete,
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? "",
        help: v.help,
        nodes: v.nodes.length,
        target: v.nodes[0]?.target.join(" ") ?? "",
        detail: (v.nodes[0]?.failureSummary ?? "").split("\n").slice(1).join(" ").trim().slice(0, 200),
      })),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { state: state.name, viewport: state.viewport, url: path, violations: [], incomplete: {}, pixels: { measured: 0, failing: [] }, error: message };
  } finally {
    await context.close();
  }
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");
const elements = (r: StateResult) => r.violations.reduce((n, v) => n + v.nodes, 0);

function report(results: StateResult[], pageCount: number, seconds: number) {
  const pages = results.slice(0, pageCount);
  const opened = results.slice(pageCount);
  const failing = results.filter((r) => r.violations.length || r.error || r.pixels.failing.length);
  const redirected = [...new Set(pages.filter((r) => r.url !== r.state).map((r) => `${r.state} → ${r.url}`))];
  const incomplete = new Map<string, number>();
  for (const r of results) for (const [id, n] of Object.entries(r.incomplete)) incomplete.set(id, (incomplete.get(id) ?? 0) + n);
  const sum = (list: StateResult[], f: (r: StateResult) => number) => list.reduce((n, r) => n + f(r), 0);
  const row = (r: StateResult) =>
    `${r.error ? `error: ${cell(r.error)}` : r.violations.length} | ${elements(r)} | ${r.pixels.failing.length} of ${r.pixels.measured}`;
  const lines = [
    `${results.length} states: ${pageCount / 2} pages at desktop 1280×800 and mobile 390×844, then ${opened.length} opened states; ` +
      `axe-core ${TAGS.join(", ")}. Where axe cannot decide a text's contrast (gradients, images), the text is measured ` +
      `on the rendered pixels (last column: failing of measured). ${seconds.toFixed(0)} s on a shared machine.`,
    ``,
    `| State | Viewport | Path | Violations | Elements | Pixel contrast |`,
    `|---|---|---|--:|--:|--:|`,
    `| every page, signed out | both | (${pageCount / 2} paths) | ${sum(pages, (r) => r.violations.length)} | ${sum(pages, elements)} | ${sum(pages, (r) => r.pixels.failing.length)} of ${sum(pages, (r) => r.pixels.measured)} |`,
  ];
  for (const r of [...pages.filter((r) => failing.includes(r)), ...opened]) {
    lines.push(`| ${cell(r.state)} | ${r.viewport} | ${cell(r.url.replace(/=[0-9a-f-]{36}/g, "=…"))} | ${row(r)} |`);
  }
  lines.push(``, `Signed out, ${redirected.join(", ")}: those visits check the sign-in page; the signed-in states above check the pages themselves.`);
  if (incomplete.size) {
    lines.push(``, `axe needs review (not counted as violations): ${[...incomplete].map(([id, n]) => `${id} ${n}`).join(", ")} elements over all states.`);
  }
  if (failing.length) {
    lines.push(``, `Found:`, ``);
    for (const r of failing) {
      const where = `${cell(r.state)} (${r.viewport})`;
      if (r.error) lines.push(`- ${where}: **error** ${cell(r.error)}`);
      for (const v of r.violations) {
        lines.push(`- ${where}: **${v.id}** (${v.impact}) ${cell(v.help)}: ${v.nodes} element(s), e.g. \`${cell(v.target)}\`${v.detail ? `: ${cell(v.detail)}` : ""}`);
      }
      for (const p of r.pixels.failing) {
        lines.push(`- ${where}: **pixel contrast** ${p.ratio}:1 (lowest ${p.min}:1, needs ${p.required}:1) for "${cell(p.text)}" \`${cell(p.target)}\``);
      }
    }
  }
  return lines.join("\n");
}

export const axe: Section = async (ctx) => {
  const started = Date.now();
  const states: State[] = [
    ...ctx.routes.flatMap((path) => (["desktop", "mobile"] as const).map((viewport) => ({ name: path, viewport, path }))),
    ...openedStates,
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  let staffServer: BenchServer | undefined;
  let results: StateResult[];
  try {
    const { learner, enrollmentId } = await enrolledLearner(ctx.server);
    staffServer = await startServer({ buildDir: ctx.buildDir, env: { TRUST_PROXY: "1", ADMIN_EMAILS: ADMIN_EMAIL } });
    const admin = await staff(staffServer);
    const sessions: Record<Session, SignedIn> = { learner, admin };
    let done = 0;
    results = await pool(states, 2, async (state) => {
      const signedIn = state.session ? sessions[state.session] : undefined;
      const result = await check(browser, state, (signedIn?.server ?? ctx.server).url, signedIn, enrollmentId);
      done += 1;
      if (done % 20 === 0 || result.violations.length || result.pixels.failing.length || result.error) {
        const found = result.error ?? `${result.violations.length} violation(s), ${result.pixels.failing.length} low pixel contrast`;
        ctx.log(`axe ${done}/${states.length}: ${state.name} (${state.viewport}) ${found}`);
      }
      return result;
    });
  } finally {
    await browser.close();
    if (staffServer) {
      await staffServer.stop();
      fs.rmSync(staffServer.dataDir, { recursive: true, force: true });
    }
  }

  const violations = results.reduce((n, r) => n + r.violations.length, 0);
  const errors = results.filter((r) => r.error).length;
  const pixelFailures = results.reduce((n, r) => n + r.pixels.failing.length, 0);
  const pixelMeasured = results.reduce((n, r) => n + r.pixels.measured, 0);
  return {
    title: "Accessibility (axe-core)",
    markdown: report(results, 2 * ctx.routes.length, (Date.now() - started) / 1000),
    budgets: [
      budget(`axe violations over ${results.length} states`, "0", `${violations} (${results.reduce((n, r) => n + elements(r), 0)} elements)`, violations === 0),
      budget("text below AA contrast on the pixels, where axe needs review", "0", `${pixelFailures} of ${pixelMeasured}`, pixelFailures === 0),
      budget("axe states checked without error", `${results.length}`, results.length - errors, errors === 0),
    ],
    data: { tags: TAGS, states: results },
  };
};
