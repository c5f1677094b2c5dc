import { describe, expect, it } from "vitest";
import { renderCertificatePdf } from "../../server/certificates/certificate-pdf.server";
import { readPdf } from "./pdf-reader";

// The certificate PDF read back (server/certificates/certificate-pdf.server.ts): its text has the
// learner's name, the program, the date and the code, its QR code decodes to the verification
// link, and the fonts are embedded (Noto Sans; Noto Sans Devanagari for a Devanagari name).

const url = "https://cortexa.example/certificates/verify?code=7KQM-X4TB-9HWD";
const content = {
  code: "7KQMX4TB9HWD",
  learnerName: "Asha Verma",
  programTitle: "Machine Learning with scikit-learn",
  programLevel: "intermediate",
  programDuration: "10 weeks",
  score: null,
  issuedAt: new Date("2026-12-18T11:40:00.000Z"),
};

describe("the certificate PDF", () => {
  it("is one A4 landscape page with the name, program, level, duration, date and code", async () => {
    const pdf = await readPdf(await renderCertificatePdf(content, url));
    expect(pdf.pages).toBe(1);
    expect(pdf.size.width).toBeCloseTo(841.89, 1);
    expect(pdf.size.height).toBeCloseTo(595.28, 1);
    expect(pdf.text).toContain("Cortexa AI");
    expect(pdf.text).toContain("Asha Verma");
    expect(pdf.text).toContain("Machine Learning with scikit-learn");
    expect(pdf.text).toContain("Intermediate level · 10 weeks");
    expect(pdf.text).toContain("18 December 2026");
    expect(pdf.text).toContain("7KQM-X4TB-9HWD");
    expect(pdf.text).toContain(url);
    expect(pdf.info).toMatchObject({ Title: "Certificate of Completion: Machine Learning with scikit-learn", Author: "Cortexa AI" });
    // A program without quizzes: no score.
    expect(pdf.text).not.toContain("score");
  });

  it("states the score when the program has quizzes", async () => {
    const pdf = await readPdf(await renderCertificatePdf({ ...content, score: 86 }, url));
    expect(pdf.text).toContain("Assessment score: 86% (mean of the best attempt at each quiz)");
    expect(pdf.qrCodes).toEqual([url]);
  });

  it("has a QR code that decodes to the verification link", async () => {
    const pdf = await readPdf(await renderCertificatePdf(content, url));
    expect(pdf.qrCodes).toEqual([url]);
  });

  it("embeds Noto Sans, and Noto Sans Devanagari for a name in Devanagari", async () => {
    const latin = await readPdf(await renderCertificatePdf(content, url));
    expect(latin.fonts.length).toBeGreaterThan(0);
    expect(latin.fonts.every((f) => f.startsWith("NotoSans"))).toBe(true);
    expect(latin.fonts.some((f) => f.startsWith("NotoSansDevanagari"))).toBe(false);

    const devanagari = await readPdf(await renderCertificatePdf({ ...content, learnerName: "अनन्या शर्मा" }, url));
    expect(devanagari.fonts.some((f) => f.startsWith("NotoSansDevanagari"))).toBe(true);
    // Shaped text maps back to the name's letters: the first name as typed; in the surname the
    // reph (र्) is drawn after the consonant it sits on, so it comes back in visual order.
    expect(devanagari.text).toContain("अनन्या");
    for (const letter of ["श", "र", "म", "ा"]) expect(devanagari.text).toContain(letter);
    expect(devanagari.qrCodes).toEqual([url]);
  });

  it("shrinks a long name to fit the page rather than cutting it", async () => {
    const long = "Venkata Lakshmi Narasimha Subrahmanya Sai Krishna Chaitanya Bhagavatula";
    const pdf = await readPdf(await renderCertificatePdf({ ...content, learnerName: long }, url));
    expect(pdf.text).toContain(long);
  });

  it("speaks Hindi when issued in Hindi: its words, the date in Hindi and the score", async () => {
    const pdf = await readPdf(await renderCertificatePdf({ ...content, learnerName: "अनन्या शर्मा", score: 86, locale: "hi" }, url));
    expect(pdf.info).toMatchObject({ Title: "पूर्णता प्रमाणपत्र: Machine Learning with scikit-learn", Author: "Cortexa AI" });
    expect(String(pdf.info.Subject)).toBe(`अनन्या शर्मा ने Machine Learning with scikit-learn पूरा किया। प्रमाणपत्र 7KQM-X4TB-9HWD; सत्यापन: ${url}`);
    // Shaped text maps back to its letters (the i-sign and reph come back in the order drawn), so
    // words without them are checked whole.
    for (const words of ["मध्यम", "जारी करने की", "18", "2026", "86%", "7KQM-X4TB-9HWD", "कोड"]) expect(pdf.text).toContain(words);
    expect(pdf.text).not.toMatch(/certify|Date of issue|Intermediate/);
    expect(pdf.qrCodes).toEqual([url]);
  });
});
