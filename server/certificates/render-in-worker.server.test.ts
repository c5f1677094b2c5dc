import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import type { CertificateContent } from "./certificate-pdf.server";
import { renderCertificatePdfInWorker } from "./render-in-worker.server";

const certificate: CertificateContent = {
  code: "ABCD2345EFGH",
  learnerName: "Asha Verma",
  programTitle: "Applied Machine Learning",
  programLevel: "Intermediate",
  programDuration: "8 weeks",
  score: 92,
  issuedAt: new Date("2026-11-27T10:00:00Z"),
  locale: "en",
};

describe("certificate PDFs rendered on the renderer's thread", () => {
  it("leaves the server's thread free while English and Hindi certificates render", async () => {
    await renderCertificatePdfInWorker(certificate, "https://example.com/certificates/verify?code=ABCD-2345-EFGH");
    const before = performance.eventLoopUtilization();
    const pdfs = await Promise.all(
      ["en", "hi", "en", "hi"].map((locale, i) =>
        renderCertificatePdfInWorker({ ...certificate, learnerName: `आशा वर्मा ${i}`, locale: locale as "en" | "hi" }, "https://example.com/certificates/verify?code=ABCD-2345-EFGH"),
      ),
    );
    const busy = performance.eventLoopUtilization(before).utilization;
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Rendered on this thread the four kept it busy throughout (utilization ~1); here it only
    // waits for the answers.
    expect(busy).toBeLessThan(0.5);
  });

  it("fails a render with the renderer's error, and renders the next one", async () => {
    const broken = { ...certificate, locale: "xx" } as unknown as CertificateContent;
    // The renderer's own error (no texts for that language), not a stopped thread's.
    await expect(renderCertificatePdfInWorker(broken, "https://example.com/v")).rejects.toThrow(/Cannot read properties of undefined/);
    const pdf = await renderCertificatePdfInWorker(certificate, "https://example.com/v");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
