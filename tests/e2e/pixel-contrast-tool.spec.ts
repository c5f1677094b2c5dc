import { expect, test } from "@playwright/test";
import { pixelContrast } from "../../bench/lib/pixel-contrast";

// The benchmark's pixel contrast check (bench/lib/pixel-contrast.ts) reads where the text is, then
// screenshots the page with the text hidden. A carousel that advances in between must not make it
// read another slide's background under the text's old place.
test("pixel contrast measures again when the text moved during the screenshot", async ({ page }) => {
  await page.setContent(`
    <body style="margin:0;background:#fff">
      <div id="slide" style="background:#1e1b4b;height:200px;width:600px">
        <p id="badge" style="margin:0;padding:40px;color:#fff;font:16px sans-serif">India's AI training partner</p>
      </div>
    </body>`);
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
