// The JavaScript each route loads before any interaction, as a gzip-only browser downloads it.
// Chromium opens every route (fresh context, no cache) and waits for the network to settle; each
// same-origin script it fetched is then requested again with `accept-encoding: gzip`, and the
// compressed body (pre-compressed by the server) is counted.
import http from "node:http";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";
import { homeRoutes, translatedRoutes } from "../lib/routes";
import { budget, type Section } from "../lib/types";

const HOME_BUDGET = 130_000;

interface Script {
  url: string;
  gzipBytes: number;
}

interface RouteScripts {
  path: string;
  scripts: Script[];
  gzipBytes: number;
}

/** Body length of `url` as sent with `accept-encoding: gzip` (undici's fetch would decompress it). */
function gzipLength(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let length = 0;
      response.on("data", (chunk: Buffer) => (length += chunk.length));
      response.on("end", () => resolve(length));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const fileName = (url: string) => new URL(url).pathname.split("/").pop();

export const javascript: Section = async (ctx) => {
  const origin = new URL(ctx.server.url).origin;
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (url: string) => {
    if (!sizes.has(url)) sizes.set(url, gzipLength(url));
    return sizes.get(url)!;
  };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const routes: RouteScripts[] = [];
  try {
    // Every page, and every translated page in its language (/hi, …): home has a budget in each.
    for (const path of [...ctx.routes, ...translatedRoutes].sort()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const urls = new Set<string>();
      page.on("response", (response) => {
        const request = response.request();
        if (request.resourceType() === "script" && new URL(response.url()).origin === origin) urls.add(response.url());
      });
      const response = await page.goto(ctx.server.url + path, { waitUntil: "load" });
      if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
      await page.waitForLoadState("networkidle");
      await context.close();
      const scripts = await Promise.all([...urls].map(async (url) => ({ url, gzipBytes: await sizeOf(url) })));
      scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
      routes.push({ path, scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) });
      ctx.log(`javascript: ${path} ${scripts.length} scripts, ${kb(routes.at(-1)!.gzipBytes)} KB gzip`);
    }
  } finally {
    await browser.close();
  }

  const homes = homeRoutes.map((path) => {
    const route = routes.find((r) => r.path === path);
    if (!route) throw new Error(`The route table has no home page ${path}.`);
    return route;
  });
  const [home] = homes as [RouteScripts, ...RouteScripts[]];
  const within = (r: RouteScripts) => r.gzipBytes <= HOME_BUDGET;

  const markdown = [
    `JavaScript fetched by Chromium on each route before any interaction (load + network idle), counted as the`,
    `gzip bodies the server sends to a gzip-only browser. KB = 1,000 bytes; KiB = 1,024 bytes.`,
    ``,
    `| Route | Scripts | gzip bytes | KB | KiB | Budget |`,
    `| --- | ---: | ---: | ---: | ---: | --- |`,
    ...routes.map(
      (r) =>
        `| ${r.path} | ${r.scripts.length} | ${r.gzipBytes.toLocaleString("en")} | ${kb(r.gzipBytes)} | ${kib(r.gzipBytes)} | ${
          homes.includes(r) ? `≤ 130 KB: ${within(r) ? "holds" : "**missed**"}` : ""
        } |`,
    ),
    ``,
    `Largest chunks on the home page:`,
    ``,
    `| Chunk | gzip bytes |`,
    `| --- | ---: |`,
    ...home.scripts.slice(0, 8).map((s) => `| ${fileName(s.url)} | ${s.gzipBytes.toLocaleString("en")} |`),
  ].join("\n");

  return {
    title: "JavaScript per route (gzip)",
    markdown,
    budgets: homes.map((h) => budget(`JavaScript on ${h.path} (gzip)`, "≤ 130 KB (130,000 bytes)", `${kb(h.gzipBytes)} KB (${h.gzipBytes} bytes)`, within(h))),
    data: {
      budgetBytes: HOME_BUDGET,
      routes: routes.map((r) => ({
        path: r.path,
        scripts: r.scripts.length,
        gzipBytes: r.gzipBytes,
        chunks: r.scripts.map((s) => ({ file: fileName(s.url), gzipBytes: s.gzipBytes })),
      })),
    },
  };
};
