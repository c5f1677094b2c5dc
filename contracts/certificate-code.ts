// A certificate's facts that the server, the pages and the PDF share (issue 17): the code's
// alphabet and length, how a typed code is read, how a code and a date are written, and where a
// code is verified. Imports nothing but the page paths and the languages, so a page may use it without loading zod.
// Why this alphabet and length: docs/decisions/016-certificates.md.
import { paths } from "./pages";
import { intlLocale, sourceLocale, type Locale } from "./locales";

/**
 * Digits and capitals that cannot be taken for one another when read off paper or typed from a
 * phone photo: no 0/O, 1/I/L. 31 symbols.
 */
export const CERTIFICATE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** 12 symbols of 31: 31^12 ≈ 7.9 × 10^17 codes (59 bits), shown as three groups of four. */
export const CERTIFICATE_CODE_LENGTH = 12;

const GROUP = 4;
const SEPARATORS = /[\s\-‐‑–—_.]/g;

/**
 * A code as typed or pasted ("abcd-efgh-jkmn", "ABCD EFGH JKMN", with a hyphen of any kind) in its
 * stored form (12 capitals and digits), or null when it cannot be a code.
 */
export function normalizeCertificateCode(input: string): string | null {
  const plain = input.replace(SEPARATORS, "").toUpperCase();
  if (plain.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const char of plain) if (!CERTIFICATE_CODE_ALPHABET.includes(char)) return null;
  return plain;
}

/** The stored code as people see it: "ABCD-EFGH-JKMN". */
export function formatCertificateCode(plain: string): string {
  return plain.match(new RegExp(`.{1,${GROUP}}`, "g"))?.join("-") ?? plain;
}

/** The verification page's path and query for a code (the QR code and the shared link point here). */
export function certificateVerifyPath(plain: string): string {
  return `${paths.certificateVerify}?code=${formatCertificateCode(plain)}`;
}

/**
 * Certificates are dated in India Standard Time, where the company issues them, so the PDF, the
 * dashboard and the verification page show the same day wherever they are read.
 */
export const CERTIFICATE_TIME_ZONE = "Asia/Kolkata";

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "21 November 2026" (in Hindi "21 नवंबर 2026"). */
export function formatCertificateDate(iso: string, locale: Locale = sourceLocale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { day: "numeric", month: "long", year: "numeric", timeZone: CERTIFICATE_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The year and month (1–12) of a date in India Standard Time (LinkedIn's issue date). */
export function certificateYearMonth(iso: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat("en", { year: "numeric", month: "numeric", timeZone: CERTIFICATE_TIME_ZONE }).formatToParts(new Date(iso));
  return { year: Number(parts.find((p) => p.type === "year")!.value), month: Number(parts.find((p) => p.type === "month")!.value) };
}

/** How a certificate states its score, on the PDF and the verification page. */
export const certificateScoreText = (score: number) => `Assessment score: ${score}% (mean of the best attempt at each quiz)`;
