// Debian's Chromium, as the browser tests (playwright.config.ts) and the benchmarks (bench/lib/chromium.ts)
// launch it. Never `npx playwright install`: downloads are blocked here (apt-get install -y chromium).

/** `CHROMIUM_PATH` (or `CHROME_PATH`, Lighthouse's name for it), else Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Flags for every launch. Without the background-networking ones Chromium floods the machine's
 * closed network with refused connections. Headless mode is the launcher's business (Playwright
 * adds it; bench/lib/chromium.ts adds it for Lighthouse's launcher).
 */
export const chromiumFlags: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
