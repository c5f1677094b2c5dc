import jsQR from "jsqr";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

// Reads a PDF back as a person or a phone would: the text of each page (pdf.js), the fonts it
// embeds, and the QR codes in its images, decoded (jsQR) from the image pixels themselves.

export interface ReadPdf {
  pages: number;
  /** Page 1's size in points. */
  size: { width: number; height: number };
  /** Page 1's text, its pieces joined by single spaces. */
  text: string;
  /** The names of the fonts page 1 uses (subset prefixes dropped: "NotoSans-Bold"). */
  fonts: string[];
  /** The text of every QR code found in page 1's images. */
  qrCodes: string[];
  info: Record<string, unknown>;
}

interface ImageData {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** pdf.js's decoded image as RGBA, what jsQR reads. */
function rgba(image: ImageData): Uint8ClampedArray {
  const pixels = image.width * image.height;
  if (image.kind === 3) return new Uint8ClampedArray(image.data);
  const out = new Uint8ClampedArray(pixels * 4);
  if (image.kind === 2) {
    for (let i = 0; i < pixels; i++) out.set([image.data[i * 3], image.data[i * 3 + 1], image.data[i * 3 + 2], 255], i * 4);
    return out;
  }
  // 1 bit per pixel, rows padded to whole bytes.
  const rowBytes = Math.ceil(image.width / 8);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const on = (image.data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1;
      out.set(on ? [255, 255, 255, 255] : [0, 0, 0, 255], (y * image.width + x) * 4);
    }
  }
  return out;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const page = await doc.getPage(1);
    const [x0, y0, x1, y1] = page.view;
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str : ""))
      .filter((s) => s.trim())
      .join(" ");
    const operators = await page.getOperatorList();
    const qrCodes: string[] = [];
    const fontIds = new Set<string>();
    for (const [i, fn] of operators.fnArray.entries()) {
      if (fn === OPS.setFont) fontIds.add(operators.argsArray[i][0] as string);
      if (fn !== OPS.paintImageXObject) continue;
      const id = operators.argsArray[i][0] as string;
      const image = await new Promise<ImageData>((resolve) => page.objs.get(id, resolve));
      const found = jsQR(rgba(image), image.width, image.height);
      if (found) qrCodes.push(found.data);
    }
    const fonts = [...fontIds].map((id) => {
      const font = page.commonObjs.get(id) as { name?: string };
      return (font.name ?? id).replace(/^[A-Z]{6}\+/, "");
    });
    const info = (await doc.getMetadata()).info as Record<string, unknown>;
    return { pages: doc.numPages, size: { width: x1 - x0, height: y1 - y0 }, text, fonts, qrCodes, info };
  } finally {
    await doc.destroy();
  }
}
