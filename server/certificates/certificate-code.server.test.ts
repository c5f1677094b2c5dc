import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  certificateVerifyPath,
  certificateYearMonth,
  formatCertificateCode,
  formatCertificateDate,
  normalizeCertificateCode,
} from "#contracts/certificate-code";
import { newCertificateCode } from "./certificate-code.server";

describe("certificate codes", () => {
  it("use an alphabet without look-alikes", () => {
    for (const ambiguous of ["0", "O", "1", "I", "L"]) expect(CERTIFICATE_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CERTIFICATE_CODE_ALPHABET).size).toBe(CERTIFICATE_CODE_ALPHABET.length);
    expect(CERTIFICATE_CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
    expect(CERTIFICATE_CODE_ALPHABET.length).toBe(31);
  });

  it("are at least 10 symbols of the alphabet, and about 59 bits", () => {
    expect(CERTIFICATE_CODE_LENGTH).toBeGreaterThanOrEqual(10);
    expect(CERTIFICATE_CODE_LENGTH * Math.log2(CERTIFICATE_CODE_ALPHABET.length)).toBeGreaterThan(59);
    for (let i = 0; i < 200; i++) {
      const code = newCertificateCode();
      expect(code).toHaveLength(CERTIFICATE_CODE_LENGTH);
      for (const char of code) expect(CERTIFICATE_CODE_ALPHABET).toContain(char);
    }
  });

  it("draw every symbol about equally often (no modulo bias)", () => {
    const counts = new Map<string, number>();
    const codes = 20_000;
    for (let i = 0; i < codes; i++) for (const char of newCertificateCode()) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(CERTIFICATE_CODE_ALPHABET.length);
    // 240,000 draws: ~7,742 per symbol, standard deviation ~87. A modulo-biased draw from one byte
    // (256 = 8 × 31 + 8) would give the first 8 symbols 9/256 instead of 8/256: ~970 too many.
    // Six standard deviations either side: a fair draw fails this about once in 10^7 runs.
    const draws = codes * CERTIFICATE_CODE_LENGTH;
    const p = 1 / CERTIFICATE_CODE_ALPHABET.length;
    const sd = Math.sqrt(draws * p * (1 - p));
    for (const count of counts.values()) expect(Math.abs(count - draws * p)).toBeLessThan(6 * sd);
  });

  it("do not repeat", () => {
    const codes = new Set(Array.from({ length: 10_000 }, newCertificateCode));
    expect(codes.size).toBe(10_000);
  });

  it("are read as typed: any case, spaces or hyphens; anything else is not a code", () => {
    expect(normalizeCertificateCode("abcd-efgh-jkmn")).toBe("ABCDEFGHJKMN");
    expect(normalizeCertificateCode(" ABCD EFGH JKMN ")).toBe("ABCDEFGHJKMN");
    expect(normalizeCertificateCode("ABCD–EFGH–JKMN")).toBe("ABCDEFGHJKMN");
    expect(normalizeCertificateCode("ABCDEFGHJKMN")).toBe("ABCDEFGHJKMN");
    expect(normalizeCertificateCode("ABCD-EFGH-JKM")).toBeNull();
    expect(normalizeCertificateCode("ABCD-EFGH-JKMNP")).toBeNull();
    expect(normalizeCertificateCode("ABCD-EFGH-JKM0")).toBeNull();
    expect(normalizeCertificateCode("ABCD-EFGH-JKM%")).toBeNull();
    expect(normalizeCertificateCode("")).toBeNull();
  });

  it("are shown in groups of four, and verified at /certificates/verify", () => {
    expect(formatCertificateCode("ABCDEFGHJKMN")).toBe("ABCD-EFGH-JKMN");
    expect(certificateVerifyPath("ABCDEFGHJKMN")).toBe("/certificates/verify?code=ABCD-EFGH-JKMN");
  });

  it("are dated in India Standard Time", () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(formatCertificateDate("2026-12-31T20:00:00.000Z")).toBe("1 January 2027");
    expect(certificateYearMonth("2026-12-31T20:00:00.000Z")).toEqual({ year: 2027, month: 1 });
    expect(certificateYearMonth("2026-11-21T08:00:00.000Z")).toEqual({ year: 2026, month: 11 });
  });
});
