// What a visitor on a slow phone gets, measured instead of simulated: Chromium with applied
// throttling (CDP: 150 ms latency, 1.44 Mbit/s down, CPU 4×, as Lighthouse's slow 4G), the median
// of N fresh loads per route of FCP, LCP (the browser's own entries) and "hydrated" (the header's
// first button has React's props). Used for docs/decisions/006; compares builds side by side:
//
//   N=9 node --import tsx bench/real-throttle.ts build,build-old / /about /programs
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";
import { startServer } from "./lib/server";

const N = Number(process.env.N ?? 5);
const [buildList, ...routes] = process.argv.slice(2);
if (!buildList || !routes.length) {
  console.error("usage: node --import tsx bench/real-throttle.ts BUILD_DIR[,BUILD_DIR...] /route [/route...]");
  process.exit(2);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

console.log("| Build | Route | FCP ms | LCP ms | Hydrated ms |\n|---|---|---:|---:|---:|");
for (const buildDir of buildList.split(",")) {
  const server = await startServer({ buildDir });
  for (const route of routes) {
    const runs: { fcp: number; lcp: number; hydrated: number }[] = [];
    for (let i = 0; i < N; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        const w = window as unknown as { lcp: number; hydrated?: number };
        w.lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.lcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        const timer = setInterval(() => {
          const button = document.querySelector("header button");
          if (button && Object.keys(button).some((k) => k.startsWith("__reactProps"))) {
            w.hydrated = performance.now();
            clearInterval(timer);
          }
        }, 5);
      });
      await page.goto(server.url + route, { waitUntil: "load" });
      await page.waitForFunction(() => (window as unknown as { hydrated?: number }).hydrated, null, { timeout: 30_000 });
      await page.waitForTimeout(300); // a later LCP candidate
      runs.push(
        await page.evaluate(() => {
          const w = window as unknown as { lcp: number; hydrated: number };
          return { fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN, lcp: w.lcp, hydrated: w.hydrated };
        }),
      );
      await context.close();
    }
    const cell = (key: "fcp" | "lcp" | "hydrated") => median(runs.map((r) => r[key])).toFixed(0);
    console.log(`| ${buildDir} | ${route} | ${cell("fcp")} | ${cell("lcp")} | ${cell("hydrated")} |`);
  }
  await server.stop();
}
await browser.close();
