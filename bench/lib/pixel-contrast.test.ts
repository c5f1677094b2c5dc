import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { pixelContrast } from "./pixel-contrast";

// The accessibility section's pixel contrast check reads where the text is, then screenshots the
// page with the text hidden. A carousel that advances in between must not make it read another
// slide's background under the text's old place. A test of the benchmark's own tool, in Chromium;
// it runs in `npm test` (vitest.config.ts includes bench/**/*.test.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
});
afterAll(async () => {
  await browser?.close();
});

const slide = `
  <body style="margin:0;background:#fff">
    <div id="slide" style="background:#1e1b4b;height:200px;width:600px">
      <p id="badge" style="margin:0;padding:40px;color:#fff;font:16px sans-serif">India's AI training partner</p>
    </div>
  </body>`;

it("measures text against the pixels behind it", async () => {
  const page = await browser.newPage();
  await page.setContent(slide);
  const results = await pixelContrast(page, ["#badge"]);
  expect(results).toHaveLength(1);
  // White on #1e1b4b is 16:1.
  expect(results[0]!.ratio).toBeGreaterThan(15);
});

it("measures again when the text moved during the screenshot", async () => {
  const page = await browser.newPage();
  await page.setContent(slide);
  // Move the dark slide (and its text) off-screen the moment the text is hidden for the screenshot.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (!document.documentElement.classList.contains("hide-text-for-contrast")) return;
      observer.disconnect();
      document.getElementById("slide")!.style.transform = "translateX(-100%)";
    });
    observer.observe(document.documentElement, { attributes: true });
  });
  const results = await pixelContrast(page, ["#badge"]);
  // White on #1e1b4b is 16:1; on the white page behind the old place it would be 1:1. Off-screen
  // now, the text is not measured at all.
  for (const r of results) expect(r.ratio, r.text).toBeGreaterThan(4.5);
});
