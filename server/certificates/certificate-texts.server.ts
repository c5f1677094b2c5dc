import { CERTIFICATE_TIME_ZONE, certificateScoreText, formatCertificateDate } from "#contracts/certificate-code";
import type { Locale } from "#contracts/locales";
import { levelLabel, type ProgramLevel } from "#contracts/vocabulary";
import { dateFormat } from "../i18n/format.server";

// The certificate's words in each language it is issued in (docs/decisions/025-server-languages.md).
// English is the spec's and the pages' (contracts/); Hindi is written for a Hindi reader, not
// word by word: "प्रमाणित किया जाता है कि <name> ने निम्नलिखित कार्यक्रम सफलतापूर्वक पूरा किया है".
// A language missing a text fails the type check.

export interface CertificateTexts {
  /** The PDF's language tag (screen readers, search). */
  lang: string;
  heading: string;
  /** Whether small capitals may be spaced out: Devanagari's joined letters may not. */
  spacedCapitals: boolean;
  certify: string;
  completed: string;
  levelLine: (level: string, duration: string) => string;
  score: (percent: number) => string;
  dateOfIssue: string;
  code: string;
  verifyAt: string;
  scan: string;
  date: (issuedAt: Date) => string;
  title: (program: string) => string;
  subject: (learner: string, program: string, code: string, url: string) => string;
}

const hindiLevels: Record<ProgramLevel, string> = { beginner: "आरंभिक", intermediate: "मध्यम", advanced: "उन्नत" };
const hindiDate = dateFormat("hi", { day: "numeric", month: "long", year: "numeric", timeZone: CERTIFICATE_TIME_ZONE });

export const certificateTexts: Record<Locale, CertificateTexts> = {
  en: {
    lang: "en-IN",
    heading: "CERTIFICATE OF COMPLETION",
    spacedCapitals: true,
    certify: "This is to certify that",
    completed: "has successfully completed the program",
    levelLine: (level, duration) => `${levelLabel(level)} level · ${duration}`,
    score: certificateScoreText,
    dateOfIssue: "Date of issue",
    code: "Certificate code",
    verifyAt: "Verify at",
    scan: "Scan to verify",
    date: (issuedAt) => formatCertificateDate(issuedAt.toISOString()),
    title: (program) => `Certificate of Completion: ${program}`,
    subject: (learner, program, code, url) => `${learner} completed ${program}. Certificate ${code}; verify at ${url}`,
  },
  hi: {
    lang: "hi-IN",
    heading: "पूर्णता प्रमाणपत्र",
    spacedCapitals: false,
    certify: "प्रमाणित किया जाता है कि",
    completed: "ने निम्नलिखित कार्यक्रम सफलतापूर्वक पूरा किया है",
    levelLine: (level, duration) => `${hindiLevels[level as ProgramLevel] ?? level} स्तर · ${duration}`,
    score: (percent) => `मूल्यांकन अंक: ${percent}% (हर क्विज़ में सर्वश्रेष्ठ प्रयास का औसत)`,
    dateOfIssue: "जारी करने की तिथि",
    code: "प्रमाणपत्र कोड",
    verifyAt: "यहाँ सत्यापित करें",
    scan: "सत्यापन के लिए स्कैन करें",
    date: (issuedAt) => hindiDate.format(issuedAt),
    title: (program) => `पूर्णता प्रमाणपत्र: ${program}`,
    subject: (learner, program, code, url) => `${learner} ने ${program} पूरा किया। प्रमाणपत्र ${code}; सत्यापन: ${url}`,
  },
};
