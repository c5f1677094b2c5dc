import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PDFDocument from "pdfkit";
import { renderCertificatePdf } from "../../server/certificates/certificate-pdf.server";
import { certificateFonts } from "../../server/certificates/certificate-fonts.server";
import { inkSimilarity, openPdfPictures, words, type PdfPictures, type Picture } from "./pdf-pictures";

// Devanagari on a Hindi certificate is shaped (issue 29): conjuncts (क्ष, त्र), the reph and long
// vowel of श्री, and the i-sign drawn before its consonant (कि). The certificate's PDF page is drawn
// by pdf.js in Chromium and its name line cut into words; each word is compared with the same word
// as Chromium itself writes it with the same font file. A PDF written letter by letter without
// shaping (what a PDF library without OpenType shaping does) must fail the same comparison.

const url = "https://cortexa.example/certificates/verify?code=7KQM-X4TB-9HWD";
const clusters = ["क्ष", "त्र", "श्री", "कि"];
const content = {
  code: "7KQMX4TB9HWD",
  learnerName: clusters.join(" "),
  programTitle: "Machine Learning with scikit-learn",
  programLevel: "intermediate",
  programDuration: "10 weeks",
  score: 86,
  issuedAt: new Date("2026-12-18T11:40:00.000Z"),
  locale: "hi" as const,
};
/** The learner's name line on the page (certificate-pdf.server.ts draws it at 36 pt from y 204). */
const nameLine = { x: 40, y: 199, width: 761, height: 60 };
const SCALE = 4;
/** Same word, same font: pictures correlate above this; letters left unshaped fall well below. */
const ALIKE = 0.85;

const boldDevanagari = () => certificateFonts().find((f) => f.name === "NotoSansDevanagari-bold")!.data;

/** The name line written letter by letter, each letter on its own (no shaping across letters). */
function unshapedPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", layout: "landscape", margin: 0 });
  doc.registerFont("deva", boldDevanagari());
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.font("deva").fontSize(36).fillColor("#0f172a");
  let x = 200;
  for (const letter of text) {
    doc.text(letter, x, 204, { lineBreak: false });
    x += doc.widthOfString(letter);
  }
  doc.end();
  return done;
}

async function similarities(pictures: PdfPictures, line: Picture): Promise<number[]> {
  const found = words(line, clusters.length);
  return Promise.all(
    clusters.map(async (cluster, i) => (found[i] ? inkSimilarity(found[i], await pictures.text(cluster, boldDevanagari(), 36 * SCALE)) : 0)),
  );
}

describe("Devanagari on the certificate", () => {
  let pictures: PdfPictures;
  beforeAll(async () => {
    pictures = await openPdfPictures();
  }, 120_000);
  afterAll(() => pictures?.close());

  it("is shaped as Chromium shapes it, and the comparison fails a letter-by-letter rendering", async () => {
    const shaped = await similarities(pictures, await pictures.page(await renderCertificatePdf(content, url), SCALE, nameLine));
    const unshaped = await similarities(pictures, await pictures.page(await unshapedPdf(content.learnerName), SCALE, nameLine));
    console.info("shaped", shaped.map((s) => s.toFixed(3)).join(" "), "unshaped", unshaped.map((s) => s.toFixed(3)).join(" "));
    for (const s of shaped) expect(s).toBeGreaterThan(ALIKE);
    for (const s of unshaped) expect(s).toBeLessThan(ALIKE);
  }, 120_000);
});
