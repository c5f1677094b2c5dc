import fs from "node:fs";

// Debian's Chromium, as the browser tests (playwright.config.ts) and the benchmarks (bench/lib/chromium.ts)
// launch it. Never `npx playwright install`: downloads are blocked here (apt-get install -y chromium).

/** `CHROMIUM_PATH` (or `CHROME_PATH`, Lighthouse's name for it), else Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The browser tests' Chromium: `CHROMIUM_PATH` when set, else Debian's headless shell
 * (`apt-get install -y chromium-headless-shell`, the same Chromium without the desktop browser
 * around it, as Playwright's own headless runs use), else /usr/bin/chromium. A page load in a new
 * context took about half the CPU in the headless shell (docs/decisions/022-test-browser.md).
 * The benchmarks keep the full browser: they measure what a visitor's browser does.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : chromiumPath);

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
