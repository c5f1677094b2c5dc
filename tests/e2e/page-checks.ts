import fs from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// Checks several browser tests make of a page: axe-core's rules, and screenshots to look at.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/**
 * No axe-core violation on the page as it is now, once its animations have ended (mid-fade colours
 * fail contrast). A toast starts its fade a frame after it appears (sonner marks it
 * `data-mounted` then): until every toast is mounted, its fade has not begun and would be scanned
 * half-way (seen on a 2-core machine with a busy core).
 */
export async function expectNoViolations(page: Page) {
  // A toast whose time runs out during the scan (a scan takes seconds) fades out half-way through
  // it and fails contrast. The pointer over a toast holds every toast's timer (sonner pauses while
  // the stack is expanded): the toasts are scanned as a reader sees them, not while they go.
  const toast = await page.evaluate(() => {
    const r = document.querySelector("[data-sonner-toast]")?.getBoundingClientRect();
    return r && r.width > 0 ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  });
  if (toast) await page.mouse.move(toast.x, toast.y);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => toast.getAttribute("data-mounted") === "true") &&
      document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  // The same rules, judged the same way, at a third of the time (3.8-4.7 s → 1.3-1.6 s a scan on
  // /hi and /hi/programs, 2-core machine):
  // - axe.run() in the page (legacy mode) instead of runPartial() per frame and finishRun() in a new
  //   blank page, which cost a page and a second copy of axe per scan. What it gives up is testing
  //   cross-origin frames, and the site has no frames;
  // - violations described in full, passes not node by node: axe otherwise builds a selector and an
  //   HTML snippet for every passing element (every text, for colour contrast).
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().options({ resultTypes: ["violations"] }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * With SHOTS_DIR=/some/dir: screenshots of the page at 375 and 1366 px wide, and the phone layout
 * again in screen-high parts, readable at full size. Without it, nothing.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < Math.min(height, 4000); y += 1000, part++) {
    await page.screenshot({ path: path.join(dir, `${name}-375-part${part}.png`), fullPage: true, clip: { x: 0, y, width: 375, height: Math.min(1000, height - y) } });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
