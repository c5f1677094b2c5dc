import fs from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "../../tools/chromium";

// Pictures of PDF pages and of text, both drawn by Chromium: the page by pdf.js on a canvas (with
// the glyphs the PDF embeds, placed where the PDF says: so what pdfkit shaped, or failed to), the
// text by Chromium's own canvas text (HarfBuzz shaping) with the same font file. Comparing them
// (inkSimilarity) tells whether the PDF's Devanagari was shaped as a browser shapes it.

const require = createRequire(import.meta.url);
const ORIGIN = "http://pdf-pictures.test";
const files: Record<string, string> = {
  "/pdf.mjs": require.resolve("pdfjs-dist/build/pdf.mjs"),
  "/pdf.worker.mjs": require.resolve("pdfjs-dist/build/pdf.worker.mjs"),
};

/** A grey picture: one byte per pixel, 0 black … 255 white. */
export interface Picture {
  width: number;
  height: number;
  grey: Uint8Array;
}

/** A rectangle in PDF points from the page's top left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPictures {
  /** Page 1 of `pdf` at `scale` pixels per point, cut to `box` (the whole page when not given). */
  page: (pdf: Uint8Array, scale: number, box?: Box) => Promise<Picture>;
  /** Page 1 of `pdf` as a PNG file. */
  png: (pdf: Uint8Array, scale: number) => Promise<Buffer>;
  /** `text` as Chromium draws it in the font file `font` at `size` pixels, dark on white. */
  text: (text: string, font: Buffer, size: number) => Promise<Picture>;
  close: () => Promise<void>;
}

const PAGE = `<!doctype html><title>pictures</title>
<script type="module">
  import * as pdfjs from "/pdf.mjs";
  pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
  window.pdfjs = pdfjs;
</script>`;

const fromBase64 = (b64: string) => new Uint8Array(Buffer.from(b64, "base64"));

export async function openPdfPictures(): Promise<PdfPictures> {
  const browser: Browser = await chromium.launch({ executablePath: testChromiumPath, args: [...chromiumFlags] });
  const page: Page = await browser.newPage();
  const blobs = new Map<string, Buffer>();
  let next = 0;
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (files[path]) return route.fulfill({ body: fs.readFileSync(files[path]), contentType: "text/javascript" });
    const blob = blobs.get(path);
    if (blob) return route.fulfill({ body: blob, contentType: "application/octet-stream" });
    if (path === "/") return route.fulfill({ body: PAGE, contentType: "text/html" });
    return route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => "pdfjs" in window);
  const serve = (data: Uint8Array | Buffer) => {
    const path = `/blob-${next++}`;
    blobs.set(path, Buffer.from(data));
    return path;
  };

  /** Renders page 1 on a canvas in the page and returns it (or the box of it) as grey pixels or a PNG. */
  const renderPdf = (path: string, scale: number, box: Box | null, asPng: boolean) =>
    page.evaluate(
      async ({ path, scale, box, asPng }) => {
        // Loaded by the page's module script (a dynamic import here would be rewritten by the test runner).
        const pdfjs = (window as unknown as { pdfjs: typeof import("pdfjs-dist") }).pdfjs;
        const data = new Uint8Array(await (await fetch(path)).arrayBuffer());
        const doc = await pdfjs.getDocument({ data, isEvalSupported: false, useSystemFonts: false }).promise;
        const pdfPage = await doc.getPage(1);
        const viewport = pdfPage.getViewport({ scale });
        const canvas = document.createElement("canvas");
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        const context = canvas.getContext("2d")!;
        context.fillStyle = "#fff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        await pdfPage.render({ canvasContext: context, viewport }).promise;
        await doc.destroy();
        if (asPng) return { png: canvas.toDataURL("image/png").split(",")[1], width: 0, height: 0, grey: "" };
        const [x, y, w, h] = box
          ? [Math.round(box.x * scale), Math.round(box.y * scale), Math.round(box.width * scale), Math.round(box.height * scale)]
          : [0, 0, canvas.width, canvas.height];
        const rgba = context.getImageData(x, y, w, h).data;
        const grey = new Uint8Array(w * h);
        for (let i = 0; i < grey.length; i++) grey[i] = Math.round(0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]);
        let binary = "";
        for (const byte of grey) binary += String.fromCharCode(byte);
        return { png: "", width: w, height: h, grey: btoa(binary) };
      },
      { path, scale, box, asPng },
    );

  return {
    async page(pdf, scale, box) {
      const out = await renderPdf(serve(pdf), scale, box ?? null, false);
      return { width: out.width, height: out.height, grey: fromBase64(out.grey) };
    },
    async png(pdf, scale) {
      const out = await renderPdf(serve(pdf), scale, null, true);
      return Buffer.from(out.png, "base64");
    },
    async text(text, font, size) {
      const fontPath = serve(font);
      const out = await page.evaluate(
        async ({ text, fontPath, size }) => {
          const face = new FontFace("UnderTest", `url(${fontPath})`);
          await face.load();
          document.fonts.add(face);
          const canvas = document.createElement("canvas");
          const context = canvas.getContext("2d")!;
          context.font = `${size}px UnderTest`;
          const width = Math.ceil(context.measureText(text).width + size);
          canvas.width = width;
          canvas.height = Math.ceil(size * 2);
          context.fillStyle = "#fff";
          context.fillRect(0, 0, canvas.width, canvas.height);
          context.font = `${size}px UnderTest`;
          context.fillStyle = "#0f172a";
          context.textBaseline = "middle";
          context.fillText(text, size / 2, canvas.height / 2);
          const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
          const grey = new Uint8Array(canvas.width * canvas.height);
          for (let i = 0; i < grey.length; i++) grey[i] = Math.round(0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]);
          let binary = "";
          for (const byte of grey) binary += String.fromCharCode(byte);
          return { width: canvas.width, height: canvas.height, grey: btoa(binary) };
        },
        { text, fontPath, size },
      );
      return { width: out.width, height: out.height, grey: fromBase64(out.grey) };
    },
    close: () => browser.close(),
  };
}

// ---- comparing ink ---------------------------------------------------------------------------

const INK = 128;

/**
 * The `count` words of a line of text: the line cut at its `count - 1` widest blank gaps between
 * columns of ink (spaces; the letters of a Devanagari word hang from one headline, so the gaps
 * inside a word are narrower, when there are any).
 */
export function words(picture: Picture, count: number): Picture[] {
  const { width, height, grey } = picture;
  const inkColumn = (x: number) => {
    for (let y = 0; y < height; y++) if (grey[y * width + x] < INK) return true;
    return false;
  };
  const columns = Array.from({ length: width }, (_, x) => inkColumn(x));
  const first = columns.indexOf(true);
  const last = columns.lastIndexOf(true);
  if (first < 0) return [];
  const gaps: { from: number; to: number }[] = [];
  for (let x = first; x <= last; x++) {
    if (columns[x]) continue;
    const from = x;
    while (!columns[x]) x++;
    gaps.push({ from, to: x - 1 });
  }
  const cuts = gaps
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .slice(0, count - 1)
    .sort((a, b) => a.from - b.from);
  const edges = [first, ...cuts.flatMap((g) => [g.from - 1, g.to + 1]), last];
  const out: Picture[] = [];
  for (let i = 0; i < edges.length; i += 2) out.push(cut(picture, { x: edges[i], y: 0, width: edges[i + 1] - edges[i] + 1, height }));
  return out;
}

function cut(picture: Picture, box: { x: number; y: number; width: number; height: number }): Picture {
  const grey = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    grey.set(picture.grey.subarray((box.y + y) * picture.width + box.x, (box.y + y) * picture.width + box.x + box.width), y * box.width);
  }
  return { width: box.width, height: box.height, grey };
}

/** The picture cut to its ink. */
function inked(picture: Picture): Picture {
  let [x0, y0, x1, y1] = [picture.width, picture.height, -1, -1];
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if (picture.grey[y * picture.width + x] < INK) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
    }
  }
  if (x1 < 0) return { width: 0, height: 0, grey: new Uint8Array() };
  return cut(picture, { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 });
}

/** Darkness (0 white … 1 black) averaged onto a `w` × `h` grid. */
function grid(picture: Picture, w: number, h: number): Float64Array {
  const out = new Float64Array(w * h);
  const counts = new Float64Array(w * h);
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      const cell = Math.min(h - 1, Math.floor((y * h) / picture.height)) * w + Math.min(w - 1, Math.floor((x * w) / picture.width));
      out[cell] += 1 - picture.grey[y * picture.width + x] / 255;
      counts[cell]++;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] /= counts[i] || 1;
  return out;
}

/**
 * How alike two pictures of a word are, 0 … 1: the correlation of their ink on a common grid
 * (each cut to its ink, so size and position do not count) times the ratio of their shapes'
 * proportions (an unjoined conjunct is wider than the joined one).
 */
export function inkSimilarity(a: Picture, b: Picture): number {
  const [ia, ib] = [inked(a), inked(b)];
  if (!ia.width || !ib.width) return 0;
  const [ga, gb] = [grid(ia, 32, 32), grid(ib, 32, 32)];
  const mean = (g: Float64Array) => g.reduce((s, v) => s + v, 0) / g.length;
  const [ma, mb] = [mean(ga), mean(gb)];
  let [num, da, db] = [0, 0, 0];
  for (let i = 0; i < ga.length; i++) {
    num += (ga[i] - ma) * (gb[i] - mb);
    da += (ga[i] - ma) ** 2;
    db += (gb[i] - mb) ** 2;
  }
  const correlation = num / Math.sqrt(da * db || 1);
  const [ra, rb] = [ia.width / ia.height, ib.width / ib.height];
  return Math.max(0, correlation) * Math.min(ra / rb, rb / ra);
}
