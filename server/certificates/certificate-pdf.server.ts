import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatCertificateCode } from "#contracts/certificate-code";
import { brandMark, company } from "#contracts/company";
import type { Locale } from "#contracts/locales";
import { certificateFonts, fontFor } from "./certificate-fonts.server";
import { certificateTexts } from "./certificate-texts.server";

// The certificate as a PDF (pdfkit): A4 landscape, the brand as the site header shows it, the
// learner's name, the program, the date, the code, and a QR code of the verification link (a PNG
// image, so any phone camera and a test can read it). Fonts: certificate-fonts.server.ts; the words
// in the certificate's language: certificate-texts.server.ts.

export interface CertificateContent {
  /** The stored code (12 symbols, no hyphens). */
  code: string;
  learnerName: string;
  programTitle: string;
  programLevel: string;
  programDuration: string;
  /** The mean of the best quiz scores (percent); null for a program without quizzes. */
  score: number | null;
  issuedAt: Date;
  /** The language it was issued in (the learner's then); English when not said. */
  locale?: Locale;
}

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const colors = {
  ink: "#0f172a", // slate-900
  muted: "#475569", // slate-600
  faint: "#64748b", // slate-500
  rule: "#cbd5e1", // slate-300
  brand: "#4338ca", // brand-700
  brandLine: "#4f46e5", // brand-600
};

type Doc = PDFKit.PDFDocument;

/** The largest size from `max` down to `min` at which `text` fits `width` on one line. */
function fittingSize(doc: Doc, text: string, font: string, width: number, max: number, min: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    if (doc.fontSize(size).widthOfString(text) <= width) return size;
  }
  return min;
}

/** One line of text centred on the page at `y` (in its own script's font). */
function centred(doc: Doc, text: string, y: number, size: number, color: string, weight: "regular" | "bold" = "regular", options: PDFKit.Mixins.TextOptions = {}) {
  doc
    .font(fontFor(text, weight))
    .fontSize(size)
    .fillColor(color)
    .text(text, 0, y, { width: A4_LANDSCAPE.width, align: "center", lineBreak: false, ...options });
}

/** The logo: the mark (a gradient square with the white symbol) and the name, centred at `y`. */
function brand(doc: Doc, y: number) {
  const markSize = 30;
  const nameSize = 20;
  const gap = 10;
  doc.font(fontFor(company.name, "bold")).fontSize(nameSize);
  const nameWidth = doc.widthOfString(company.name);
  const x = (A4_LANDSCAPE.width - (markSize + gap + nameWidth)) / 2;
  const scale = markSize / brandMark.size;

  const gradient = doc.linearGradient(x, y, x + markSize, y + markSize);
  gradient.stop(0, brandMark.gradient[0]).stop(1, brandMark.gradient[1]);
  doc.roundedRect(x, y, markSize, markSize, brandMark.cornerRadius * scale).fill(gradient);
  doc.save().translate(x, y).scale(scale);
  doc.path(brandMark.path).lineWidth(brandMark.strokeWidth).lineCap("round").stroke("#ffffff");
  doc.restore();

  doc.fillColor(colors.ink).text(company.name, x + markSize + gap, y + (markSize - nameSize * 1.36) / 2, { lineBreak: false });
}

/** A small capitalised label and its value, left-aligned at `x`. */
function field(doc: Doc, label: string, value: string, x: number, y: number, spacing: number, valueWeight: "regular" | "bold" = "regular") {
  doc.font(fontFor(label)).fontSize(8).fillColor(colors.faint).text(label.toUpperCase(), x, y, { characterSpacing: spacing, lineBreak: false });
  doc.font(fontFor(value, valueWeight)).fontSize(12).fillColor(colors.ink).text(value, x, y + 12, { lineBreak: false });
}

/** The certificate's PDF file. */
export async function renderCertificatePdf(certificate: CertificateContent, verificationUrl: string): Promise<Buffer> {
  const { width: W, height: H } = A4_LANDSCAPE;
  const texts = certificateTexts[certificate.locale ?? "en"];
  const code = formatCertificateCode(certificate.code);
  const date = texts.date(certificate.issuedAt);
  // Spaced-out small capitals in English; a script whose letters join (Devanagari) keeps them together.
  const labelSpacing = texts.spacedCapitals ? 1.2 : 0;
  const qr = await QRCode.toBuffer(verificationUrl, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8, color: { dark: "#0f172aff", light: "#ffffffff" } });

  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    lang: texts.lang,
    displayTitle: true,
    info: {
      Title: texts.title(certificate.programTitle),
      Author: company.name,
      Subject: texts.subject(certificate.learnerName, certificate.programTitle, code, verificationUrl),
      Keywords: `certificate, ${code}`,
      Creator: company.name,
      CreationDate: certificate.issuedAt,
    },
  });
  for (const font of certificateFonts()) doc.registerFont(font.name, font.data);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // A thin frame, and a hairline inside it.
  doc.rect(24, 24, W - 48, H - 48).lineWidth(1.25).stroke(colors.brandLine);
  doc.rect(31, 31, W - 62, H - 62).lineWidth(0.5).stroke(colors.rule);

  brand(doc, 64);
  centred(doc, texts.heading, 128, 13, colors.brand, "bold", { characterSpacing: texts.spacedCapitals ? 3 : 0 });
  centred(doc, texts.certify, 178, 13, colors.muted);

  const nameFont = fontFor(certificate.learnerName, "bold");
  const nameSize = fittingSize(doc, certificate.learnerName, nameFont, W - 160, 36, 16);
  centred(doc, certificate.learnerName, 204 + (36 - nameSize) / 2, nameSize, colors.ink, "bold");
  doc.moveTo(W / 2 - 210, 262).lineTo(W / 2 + 210, 262).lineWidth(0.75).stroke(colors.rule);

  centred(doc, texts.completed, 278, 13, colors.muted);
  const titleFont = fontFor(certificate.programTitle, "bold");
  const titleSize = fittingSize(doc, certificate.programTitle, titleFont, W - 160, 24, 12);
  centred(doc, certificate.programTitle, 304 + (24 - titleSize) / 2, titleSize, colors.brand, "bold");
  centred(doc, texts.levelLine(certificate.programLevel, certificate.programDuration), 344, 12, colors.muted);
  if (certificate.score !== null) centred(doc, texts.score(certificate.score), 364, 12, colors.ink, "bold");

  // The facts a reader checks, bottom left; the QR code of the same link, bottom right.
  const left = 72;
  const qrSize = 104;
  const qrX = W - left - qrSize;
  const qrY = H - 64 - qrSize - 14;
  field(doc, texts.dateOfIssue, date, left, 418, labelSpacing);
  field(doc, texts.code, code, left, 456, labelSpacing, "bold");
  doc.font(fontFor(texts.verifyAt)).fontSize(8).fillColor(colors.faint).text(texts.verifyAt.toUpperCase(), left, 494, { characterSpacing: labelSpacing, lineBreak: false });
  doc.font(fontFor(verificationUrl)).fontSize(9.5).fillColor(colors.brand).text(verificationUrl, left, 506, { lineBreak: false, link: verificationUrl });

  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  doc.font(fontFor(texts.scan)).fontSize(8).fillColor(colors.faint).text(texts.scan, qrX, qrY + qrSize + 4, { width: qrSize, align: "center", lineBreak: false });

  doc.end();
  return done;
}
