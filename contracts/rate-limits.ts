// Every rate limit of the REST API, once: an operation names its limit (contracts/<resource>/operations.ts),
// the server counts it (server/http/rate-limit.server.ts) and the OpenAPI document and README say it.
// The limits that depend on the request's content (the contact form per address, the newsletter per
// address, registrations per user) are counted by those endpoints themselves.

export interface RateRule {
  /** Part of the key in the database: one budget per rule. */
  name: string;
  max: number;
  windowSeconds: number;
  /** Per client address (an IPv6 address counts as its /64), or per signed-in user. */
  per: "client" | "user";
}

export const apiRateRules = {
  login: { name: "login", max: 10, windowSeconds: 60, per: "client" },
  register: { name: "register", max: 5, windowSeconds: 600, per: "client" },
  refresh: { name: "refresh", max: 30, windowSeconds: 60, per: "client" },
  /** Enrolling, reading and marking a course's modules, per signed-in user. */
  courseWrites: { name: "course-writes", max: 60, windowSeconds: 60, per: "user" },
  /** Lookups by id that a client could walk through (per client). */
  lookups: { name: "lookups", max: 300, windowSeconds: 60, per: "client" },
  /**
   * Certificate checks, per client: a budget of their own, smaller than `lookups`. The code is the
   * only thing standing between a guesser and a learner's name, so this is the endpoint someone
   * would hammer; a person checks a few codes, an employer's system a few a minute. Apart from
   * `lookups`, so browsing the catalogue does not use up the checks (or the other way round).
   */
  certificateLookups: { name: "certificate-lookups", max: 60, windowSeconds: 60, per: "client" },
  /**
   * Checks of a password or a two-factor code that better-auth does not make itself (deleting the
   * account, changing its address, keeping the sign-up password), per account: a stolen session must
   * not become a way to guess the password or the code. Ten in 15 minutes, however they turn out.
   */
  proofChecks: { name: "proof-checks", max: 10, windowSeconds: 900, per: "user" },
  /** Certificate PDFs, per signed-in user: each is drawn anew, ~80 ms of CPU. */
  certificatePdfs: { name: "certificate-pdfs", max: 20, windowSeconds: 60, per: "user" },
  /** Starting organisations, quote requests, invitations and assignments, per signed-in user: each may send mail. */
  organisationChanges: { name: "organisation-changes", max: 60, windowSeconds: 600, per: "user" },
  /** Team reports (issue 27), per client (an API key has no user): each is a few aggregate statements over an organisation's assignments. */
  reports: { name: "reports", max: 120, windowSeconds: 60, per: "client" },
  /** The people table's CSV and Excel downloads, per client: each reads every matching row. */
  reportExports: { name: "report-exports", max: 20, windowSeconds: 600, per: "client" },
  /** Saved self-assessment results (issue 28), per signed-in user: a person saves a few, not hundreds. */
  assessmentSaves: { name: "assessment-saves", max: 30, windowSeconds: 600, per: "user" },
} as const satisfies Record<string, RateRule>;
