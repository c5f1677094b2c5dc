import type { Page } from "@playwright/test";

/**
 * Stops the page's (installed) clock a second ahead of where it is. On a busy machine more than
 * that can pass before the pause arrives ("Cannot fast-forward to the past"): then the clock is
 * read again.
 */
export async function pauseClockSoon(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}
