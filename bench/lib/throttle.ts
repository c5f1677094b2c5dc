// A slow phone, applied rather than simulated: a mobile viewport, and CDP throttling of the page's
// network (Network.emulateNetworkConditions) and CPU (Emulation.setCPUThrottlingRate). The figures
// are Lighthouse's "slow 4G" mobile preset (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU),
// applied as they are: no 0.9 throughput factor and no ×3.75 latency, which Lighthouse itself adds
// when it throttles with DevTools to approximate its simulation. Mbit and kbit are SI (10^6, 10^3 bits).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";

export const SLOW_PHONE = {
  /** Added to every request, ms. */
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
} as const;

/** A mid-range phone's viewport (Moto G Power, as Lighthouse's mobile emulation). */
const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
};

/**
 * Throttles `page`'s network and CPU; the settings hold across its navigations. Open no second CDP
 * session on the page afterwards: attaching another one was seen to drop the CPU throttling.
 */
async function throttle(context: BrowserContext, page: Page, conditions = SLOW_PHONE): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: conditions.downloadBitsPerSecond / 8,
    uploadThroughput: conditions.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions.cpuSlowdown });
}

/** A fresh (cache-less) phone context with one throttled page. */
export async function throttledPhonePage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, ...options });
  try {
    const page = await context.newPage();
    await throttle(context, page);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

export const median = (values: number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
