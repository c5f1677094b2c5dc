import type { Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";

/**
 * Stops the page's (installed) clock a second ahead of where it is, once the page has started. A
 * paused clock stops the page's start-up too, which no visitor's clock does: the early-input replay
 * runs on timers, so a tap made before hydration would wait for ever (on a busy machine hydration
 * came after the pause, and the carousel's and the API reference's controls stayed pending). On a
 * busy machine more than a second can pass before the pause arrives ("Cannot fast-forward to the
 * past"): then the clock is read again.
 */
export async function pauseClockSoon(page: Page) {
  await waitForHydration(page);
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
