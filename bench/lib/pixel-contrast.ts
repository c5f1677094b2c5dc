// Text contrast where axe-core cannot decide (text on gradients, images or overlapping boxes),
// measured on the rendered pixels: the viewport is screenshotted with all text made transparent,
// so the pixels under each text line are its real background, and the text colour is composited
// over each of them. A line passes when 95 % of its background pixels give WCAG AA contrast
// (4.5:1, or 3:1 for large text), which ignores the odd highlight pixel of a pattern.
import type { Page } from "@playwright/test";

export interface PixelContrast {
  target: string;
  text: string;
  /** Contrast that 95 % of the background pixels reach. */
  ratio: number;
  /** The lowest contrast over all background pixels. */
  min: number;
  required: number;
}

interface Line {
  target: string;
  text: string;
  color: number[];
  large: boolean;
  rects: { x: number; y: number; right: number; bottom: number }[];
}

const HIDE_TEXT = "hide-text-for-contrast";

/** The visible, unobstructed text lines of the given elements that lie in the viewport now. */
function linesInView(targets: string[]): Line[] {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const g = canvas.getContext("2d", { willReadFrequently: true })!;
  const rgba = (css: string) => {
    g.clearRect(0, 0, 1, 1);
    g.fillStyle = css;
    g.fillRect(0, 0, 1, 1);
    return [...g.getImageData(0, 0, 1, 1).data];
  };
  const range = document.createRange();
  const lines: Line[] = [];
  for (const target of targets) {
    const el = document.querySelector(target);
    if (!el) continue;
    const rects: Line["rects"] = [];
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const [x, y, right, bottom] = [Math.ceil(r.left), Math.ceil(r.top), Math.floor(r.right), Math.floor(r.bottom)];
        if (x < 0 || y < 0 || right > innerWidth || bottom > innerHeight || right <= x || bottom <= y) continue;
        // Only the stretches of the line that nothing else covers (the sticky header, the chat button).
        let start = -1;
        for (let px = x; px < right + 4; px += 4) {
          const at = Math.min(px + 2, right - 1);
          const free = px < right && [y + 1, (y + bottom) / 2, bottom - 1].every((py) => el.contains(document.elementFromPoint(at, py)));
          if (free && start < 0) start = px;
          if (!free && start >= 0) {
            rects.push({ x: start, y, right: Math.min(px, right), bottom });
            start = -1;
          }
        }
      }
    }
    if (!rects.length) continue;
    const style = getComputedStyle(el);
    let opacity = 1;
    for (let n: Element | null = el; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
    const [r, gr, b, a] = rgba(style.color);
    const size = parseFloat(style.fontSize);
    lines.push({
      target,
      text: (el.textContent ?? "").trim().slice(0, 50),
      color: [r, gr, b, (a / 255) * opacity],
      large: size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66),
      rects,
    });
  }
  return lines;
}

/** Sorted contrast ratios of each line's colour over the screenshot's pixels under it. */
async function ratiosOver({ base64, lines }: { base64: string; lines: Line[] }): Promise<number[][]> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const g = canvas.getContext("2d", { willReadFrequently: true })!;
  g.drawImage(bitmap, 0, 0);
  const scale = bitmap.width / innerWidth;
  const lum = (c: number[]) => {
    const [r, gr, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * gr + 0.0722 * b;
  };
  return lines.map(({ rects, color }) => {
    const out: number[] = [];
    for (const r of rects) {
      const w = Math.max(1, Math.round((r.right - r.x) * scale));
      const h = Math.max(1, Math.round((r.bottom - r.y) * scale));
      const data = g.getImageData(Math.round(r.x * scale), Math.round(r.y * scale), w, h).data;
      const step = Math.max(1, Math.floor((w * h) / 4000)) * 4;
      for (let i = 0; i < data.length; i += step) {
        const bg = [data[i], data[i + 1], data[i + 2]];
        const fg = bg.map((v, k) => color[k] * color[3] + v * (1 - color[3]));
        const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x);
        out.push((hi + 0.05) / (lo + 0.05));
      }
    }
    return out.sort((x, y) => x - y);
  });
}

/**
 * Measures the elements (CSS selectors from axe) that can be scrolled into view; elements with no
 * visible text line of their own (off-screen carousel slides, covered text) are left out.
 */
export async function pixelContrast(page: Page, targets: string[]): Promise<PixelContrast[]> {
  const results: PixelContrast[] = [];
  if (!targets.length) return results;
  // tsx compiles named inner functions with esbuild's __name helper, which the page lacks.
  await page.evaluate("window.__name = window.__name || ((f) => f)");
  // Instant scrolling (the site scrolls smoothly), and no transitions: hiding and showing the
  // text would otherwise fade colours, and a colour read mid-fade is wrong.
  await page.addStyleTag({
    content: `html { scroll-behavior: auto !important; } *, *::before, *::after { transition: none !important; }
      .${HIDE_TEXT}, .${HIDE_TEXT} * { color: transparent !important; text-shadow: none !important; }`,
  });
  let left = [...new Set(targets)];
  let retries = 0;
  while (left.length) {
    const first = page.locator(left[0]).first();
    if ((await first.count()) && (await first.isVisible())) {
      await first.evaluate((el) => el.scrollIntoView({ block: "center", inline: "nearest" }));
    }
    const lines = await page.evaluate(linesInView, left);
    const measured = new Set([left[0], ...lines.map((l) => l.target)]);
    left = left.filter((t) => !measured.has(t));
    if (!lines.length) continue;
    await page.evaluate(
      (cls) =>
        new Promise((resolve) => {
          document.documentElement.classList.add(cls);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      HIDE_TEXT,
    );
    const png = await page.screenshot({ animations: "disabled", caret: "hide" });
    await page.evaluate((cls) => document.documentElement.classList.remove(cls), HIDE_TEXT);
    // Something moved the text meanwhile (a carousel advancing on its timer): the pixels under
    // the old positions are not its background. Measure these lines again, a few times at most.
    const after = await page.evaluate(linesInView, [...measured]);
    const where = (l: Line[]) => JSON.stringify(l.map((x) => [x.target, x.rects]).sort());
    if (where(after) !== where(lines) && retries++ < 3) {
      left = [...measured, ...left];
      continue;
    }
    retries = 0;
    const ratios = await page.evaluate(ratiosOver, { base64: png.toString("base64"), lines });
    lines.forEach((line, i) => {
      const r = ratios[i];
      if (!r.length) return;
      results.push({
        target: line.target,
        text: line.text,
        ratio: Math.round(r[Math.floor(r.length * 0.05)] * 100) / 100,
        min: Math.round(r[0] * 100) / 100,
        required: line.large ? 3 : 4.5,
      });
    });
  }
  return results;
}
