import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  registrationKinds,
  registrationStatuses,
  type RegistrationKind,
  type RegistrationStatus,
} from "#contracts/registration-items";
import { jobStates, type JobState } from "#contracts/jobs";
import type { ModuleTranslations, ProgramTranslations } from "#contracts/programs";
import { locales, sourceLocale, type Locale } from "#contracts/locales";
import { reminderKinds, type ReminderKind } from "#contracts/reminders";
import { assessmentTools, type AssessmentTool } from "#contracts/assessments";
import { answerVisibilities, questionKinds, type AnswerVisibility, type QuestionFeedback, type QuestionKind } from "#contracts/quizzes";
import type { DrawnQuestion } from "../quizzes/quiz-logic";
import {
  organisationPlanIds,
  organisationRoles,
  organisationStatuses,
  type OrganisationPlan,
  type OrganisationRole,
  type OrganisationStatus,
} from "#contracts/organisations";
import {
  enrollmentStatuses,
  inquiryStatuses,
  programCategories,
  programLevels,
  userRoles,
  type EnrollmentStatus,
  type InquiryStatus,
  type ProgramCategory,
  type ProgramLevel,
} from "#contracts/vocabulary";

// One schema for every table. Column names are snake_case in SQL; the property names of the
// four better-auth tables follow better-auth's field names, which its Drizzle adapter expects.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

// ---- better-auth ----------------------------------------------------------------------------

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("learner"),
    // better-auth's two-factor plugin: on once an authenticator app is confirmed with a code.
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    // The language of the account's mails and certificates (issue 29): the learner's choice, or the
    // language of the page they signed up on.
    locale: text("locale").$type<Locale>().notNull().default(sourceLocale),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in (${inList(userRoles)})`),
    check("users_locale_check", sql`${t.locale} in (${inList(locales)})`),
    // The team reports' people table is in name order, a page at a time: read from this index, a
    // page near the start looks at a few people, not at every assignment (server/reports/).
    index("users_name_idx").on(t.name),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // This session passed the second factor (a code, or a device trusted after one): staff pages
    // need it (server/auth/second-factor.server.ts). Not a better-auth field: it cannot be set or
    // copied by better-auth, only by us.
    secondFactor: boolean("second_factor").notNull().default(false),
  },
  // expires_at: the retention cleanup's delete (server/retention) finds the expired rows by index,
  // not by reading every session: on the embedded database that scan blocked every request.
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier), index("verifications_expires_at_idx").on(t.expiresAt)],
);

// better-auth's two-factor plugin: the TOTP secret and the backup codes, both encrypted with the
// auth secret; a row is "verified" once the learner confirmed a code from their app.
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // The 30-second step of the last authenticator code accepted: a code is good once (RFC 6238
    // §5.2), and none older than it either (server/auth/totp-replay.server.ts).
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("two_factors_user_id_key").on(t.userId)],
);

// Failed password sign-ins per account (the lowercased e-mail, whether or not an account has it,
// so the answer does not tell which addresses exist). After a few failures the account waits,
// twice as long after each further failure; a successful sign-in deletes the row.
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text("email").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_failures_last_failure_at_idx").on(t.lastFailureAt)],
);

// better-auth's rate limiter with storage "database": shared by every server instance.
export const rateLimits = pgTable(
  "rate_limits",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull().unique(),
    count: integer("count").notNull(),
    lastRequest: bigint("last_request", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  // One row per client address and limit: the cleanups of old windows find theirs by index.
  (t) => [index("rate_limits_last_request_idx").on(t.lastRequest)],
);

// ---- the product's tables (spec section 3) -------------------------------------------------

// Double opt-in (server/newsletter/subscribers.server.ts): a row is made when someone asks, and the
// address counts as subscribed only once `confirmed_at` is set by the link in the confirmation
// mail. An address never confirmed is erased when its link expires (server/retention).
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    createdAt: createdAt(),
    /** When the address's owner opened the confirmation link; null: not subscribed (yet). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the pending confirmation link's token; null once used. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** When the last confirmation mail went out (one per address per few minutes). */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    /** The requesting client's rate-limit key, for an hour (erased by server/retention). */
    clientIp: text("client_ip"),
    // The language of the page the address was given on (issue 29): its confirmation, welcome and
    // issues are in it. The latest request decides.
    locale: text("locale").$type<Locale>().notNull().default(sourceLocale),
    // The token of the unsubscribe link in every newsletter mail (random, 244 bits; existing rows
    // get their own when the column is added, as the default is evaluated per row).
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  // The staff inbox lists subscribers newest first, a page at a time (an ascending index read
  // backwards: it matches ORDER BY ... DESC, whose NULLS FIRST a DESC NULLS LAST index does not).
  (t) => [
    index("newsletter_subscribers_created_at_idx").on(t.createdAt, t.id),
    index("newsletter_subscribers_client_ip_idx")
      .on(t.clientIp, t.confirmSentAt)
      .where(sql`${t.clientIp} is not null`),
  ],
);

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  email: text("email"),
  company: text("company"),
  phone: text("phone"),
  avatarUrl: text("avatar_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const programs = pgTable(
  "programs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").$type<ProgramCategory>().notNull(),
    level: text("level").$type<ProgramLevel>().notNull(),
    duration: text("duration").notNull(),
    // Whole rupees.
    price: integer("price").notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    // The program in other languages ({ "hi": { "title": …, … } }), only the fields written in
    // each; a missing one falls back to the column above (docs/decisions/025-server-languages.md).
    translations: jsonb("translations").$type<ProgramTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("programs_category_check", sql`${t.category} in (${inList(programCategories)})`),
    check("programs_level_check", sql`${t.level} in (${inList(programLevels)})`),
    check("programs_price_check", sql`${t.price} >= 0`),
    index("programs_active_category_idx").on(t.isActive, t.category),
  ],
);

export const enrollments = pgTable(
  "enrollments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Null once the learner deleted their account: the enrolment stays, anonymised, so programs'
    // enrolment counts do not change (server/me/account-deletion.server.ts).
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    programId: uuid("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "restrict" }),
    status: text("status").$type<EnrollmentStatus>().notNull().default("active"),
    // The share of the program's modules done (module_completions), in whole percent; see
    // docs/decisions/013-completion-rule.md for why adding a module keeps a completed enrolment completed.
    progress: integer("progress").notNull().default(0),
    paymentMethod: text("payment_method"),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
    // When the enrolment was completed (null while active) and when the learner last marked or
    // unmarked a module: kept on the row by setModuleDone/recomputeProgress so the team reports
    // (server/reports/) read them without aggregating module_completions (issue 27).
    completedAt: timestamp("completed_at", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("enrollments_user_program_key").on(t.userId, t.programId),
    check("enrollments_status_check", sql`${t.status} in (${inList(enrollmentStatuses)})`),
    check("enrollments_progress_check", sql`${t.progress} between 0 and 100`),
    // The staff inbox lists enrolments newest first, a page at a time (read backwards).
    index("enrollments_enrolled_at_idx").on(t.enrolledAt, t.id),
    // The team overview's completions per week read the enrolments completed in the last weeks.
    index("enrollments_completed_at_idx").on(t.completedAt).where(sql`${t.completedAt} is not null`),
  ],
);

// A program's modules, in order (position 1, 2, …): what a learner follows on /dashboard/learn.
// Staff add, edit, reorder and remove them (/admin/programs). Removing a program removes them.
export const programModules = pgTable(
  "program_modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programId: uuid("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    // Estimated; null for modules made from the old features until staff set it.
    durationMinutes: integer("duration_minutes"),
    // Markdown, rendered without raw HTML.
    lessonMarkdown: text("lesson_markdown"),
    // The module in other languages, as programs.translations.
    translations: jsonb("translations").$type<ModuleTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("program_modules_program_position_idx").on(t.programId, t.position),
    check("program_modules_position_check", sql`${t.position} >= 1`),
    check("program_modules_duration_check", sql`${t.durationMinutes} is null or ${t.durationMinutes} > 0`),
  ],
);

// The modules a learner has marked done, per enrolment. Removing a module removes its marks.
export const moduleCompletions = pgTable(
  "module_completions",
  {
    enrollmentId: uuid("enrollment_id")
      .notNull()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => programModules.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.moduleId] }), index("module_completions_module_id_idx").on(t.moduleId)],
);

// A module's quiz (issue 28, server/quizzes/, docs/decisions/021-assessments.md): its settings; the
// questions are its bank. A module with a quiz is done only when the learner passes it.
export const moduleQuizzes = pgTable(
  "module_quizzes",
  {
    moduleId: uuid("module_id")
      .primaryKey()
      .references(() => programModules.id, { onDelete: "cascade" }),
    passMark: integer("pass_mark").notNull(),
    attemptsAllowed: integer("attempts_allowed").notNull(),
    timeLimitMinutes: integer("time_limit_minutes"),
    // How many questions each attempt draws from the bank; null: all of them.
    drawCount: integer("draw_count"),
    shuffleOptions: boolean("shuffle_options").notNull().default(true),
    showAnswers: text("show_answers").$type<AnswerVisibility>().notNull().default("after_last_attempt"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("module_quizzes_pass_mark_check", sql`${t.passMark} between 1 and 100`),
    check("module_quizzes_attempts_check", sql`${t.attemptsAllowed} >= 1`),
    check("module_quizzes_time_check", sql`${t.timeLimitMinutes} is null or ${t.timeLimitMinutes} > 0`),
    check("module_quizzes_draw_check", sql`${t.drawCount} is null or ${t.drawCount} > 0`),
    check("module_quizzes_show_answers_check", sql`${t.showAnswers} in (${inList(answerVisibilities)})`),
  ],
);

// A quiz's question bank. Options (single and multiple choice) carry a stable id, their text and
// whether they are right; true/false keeps its answer in correct_boolean, numeric in
// numeric_answer with a tolerance. None of the answer columns ever reaches a learner before their
// attempt is submitted.
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => moduleQuizzes.moduleId, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").$type<QuestionKind>().notNull(),
    prompt: text("prompt").notNull(),
    options: jsonb("options").$type<{ id: string; text: string; correct: boolean }[]>().notNull().default([]),
    correctBoolean: boolean("correct_boolean"),
    numericAnswer: doublePrecision("numeric_answer"),
    tolerance: doublePrecision("tolerance"),
    explanation: text("explanation"),
    createdAt: createdAt(),
  },
  (t) => [
    index("quiz_questions_module_position_idx").on(t.moduleId, t.position),
    check("quiz_questions_kind_check", sql`${t.kind} in (${inList(questionKinds)})`),
  ],
);

// One attempt of a learner at a module's quiz. What it drew is stored with it (the questions, each
// with its options in this attempt's order and its answer), so the learner's reload shows the same
// quiz and a staff edit does not change an attempt in progress. Scored once: submitted_at is set by
// the one transaction that scores it (the row is locked). A late submission leaves it unscored and
// it counts as 0 (timed_out_at).
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enrollmentId: uuid("enrollment_id")
      .notNull()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => moduleQuizzes.moduleId, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    questions: jsonb("questions").$type<DrawnQuestion[]>().notNull(),
    passMark: integer("pass_mark").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp("deadline", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    timedOutAt: timestamp("timed_out_at", { withTimezone: true }),
    score: integer("score"),
    passed: boolean("passed"),
    // Per question: the answer given and whether it was right (for the feedback and staff's statistics).
    results: jsonb("results").$type<QuestionFeedback[]>(),
  },
  (t) => [
    // The numbering decides between simultaneous starts: one attempt number, one row.
    uniqueIndex("quiz_attempts_enrollment_module_number_key").on(t.enrollmentId, t.moduleId, t.number),
    index("quiz_attempts_module_id_idx").on(t.moduleId),
    check("quiz_attempts_score_check", sql`${t.score} is null or ${t.score} between 0 and 100`),
  ],
);

// Every staff change to a program or its modules: who, when, what (each changed field's value
// before and after). Kept when the program is deleted (no foreign key), with the actor's e-mail
// as it was.
export const programAuditEvents = pgTable(
  "program_audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programId: uuid("program_id").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    // The module's title, for module changes.
    subject: text("subject"),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("program_audit_events_program_created_idx").on(t.programId, t.createdAt)],
);

// A certificate, issued once per enrolment when it reaches 100 % (server/certificates/,
// docs/decisions/016-certificates.md). What it says is copied here when it is issued: the learner's
// name from their profile at that moment, the program's title, level and duration; later edits of
// the profile or the program do not change it. The code is its public identifier (the
// verification link). It goes with the learner's account: a deleted account's certificates no
// longer verify.
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 12 symbols of contracts/certificate-code.ts's alphabet, stored without the hyphens. */
    code: text("code").notNull().unique(),
    enrollmentId: uuid("enrollment_id")
      .notNull()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    learnerName: text("learner_name").notNull(),
    programTitle: text("program_title").notNull(),
    programLevel: text("program_level").$type<ProgramLevel>().notNull(),
    programDuration: text("program_duration").notNull(),
    // The mean of the learner's best attempt at each of the program's quizzes, in percent, when it
    // was issued; null for a program without quizzes.
    score: integer("score"),
    // The language it was issued in: the learner's (users.locale) then; its PDF stays in it.
    locale: text("locale").$type<Locale>().notNull().default(sourceLocale),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Staff's reason (shown to staff and the learner, never on the public check). */
    revocationReason: text("revocation_reason"),
  },
  (t) => [
    // One certificate per enrolment, however many completions arrive at once (ON CONFLICT DO NOTHING).
    uniqueIndex("certificates_enrollment_id_key").on(t.enrollmentId),
    index("certificates_user_id_idx").on(t.userId),
    // The staff list, newest first, a page at a time (read backwards).
    index("certificates_issued_at_idx").on(t.issuedAt, t.id),
    check("certificates_revocation_check", sql`(${t.revokedAt} is null) = (${t.revocationReason} is null)`),
    check("certificates_locale_check", sql`${t.locale} in (${inList(locales)})`),
  ],
);

// Every staff action on a certificate (revocation): who, when, which certificate (its code) and
// why. No foreign key, like the program audit: the record of what staff did stays when the
// learner deletes their account (it holds no learner data: the code and staff's reason).
export const certificateAuditEvents = pgTable(
  "certificate_audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    certificateId: uuid("certificate_id").notNull(),
    code: text("code").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("certificate_audit_events_certificate_created_idx").on(t.certificateId, t.createdAt)],
);

// Every staff action on a learner's account (ending all their sessions): who, when, whose. No
// foreign key to the learner: the record stays when the account is deleted (it holds only ids).
export const accountAuditEvents = pgTable(
  "account_audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    /** How many sessions the action ended. */
    sessionsEnded: integer("sessions_ended"),
    createdAt: createdAt(),
  },
  (t) => [index("account_audit_events_user_created_idx").on(t.userId, t.createdAt)],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    subject: text("subject"),
    message: text("message").notNull(),
    status: text("status").$type<InquiryStatus>().notNull().default("new"),
    // The sender's address for the per-IP rate limit (an IPv6 address as its /64 network). Needed
    // for an hour only: it is erased from older inquiries (server/contact/inquiries.server.ts).
    clientIp: text("client_ip"),
    // The staff inbox's search: words of every text field, and the e-mail's parts ("asha",
    // "example.com"). Stored, so a search need not recompute it for every candidate row.
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple', ${contactInquiries.name} || ' ' || ${contactInquiries.email} || ' ' || replace(${contactInquiries.email}, '@', ' ') || ' ' || coalesce(${contactInquiries.company}, '') || ' ' || coalesce(${contactInquiries.phone}, '') || ' ' || coalesce(${contactInquiries.subject}, '') || ' ' || ${contactInquiries.message})`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_inquiries_status_check", sql`${t.status} in (${inList(inquiryStatuses)})`),
    // Newest first, with the id as tie-breaker for keyset pages; the same within one status. Read
    // backwards, an ascending index gives ORDER BY created_at DESC, id DESC (NULLS FIRST) exactly;
    // a DESC NULLS LAST index would not be used for it.
    index("contact_inquiries_created_at_idx").on(t.createdAt, t.id),
    index("contact_inquiries_status_created_at_idx").on(t.status, t.createdAt, t.id),
    // The rate limits: an address's and a client's inquiries of the last hour.
    index("contact_inquiries_email_created_at_idx").on(t.email, t.createdAt),
    index("contact_inquiries_client_ip_created_at_idx")
      .on(t.clientIp, t.createdAt)
      .where(sql`${t.clientIp} is not null`),
    index("contact_inquiries_search_idx").using("gin", t.searchVector),
  ],
);

// Refresh tokens of the REST API (POST /api/v1/auth/refresh). The access token is a better-auth
// session token; a refresh token is stored only as a hash, used once, and replaced (rotation).
// The tokens one sign-in led to form a family; every token of a family, used or not, points at
// the family's current session, so ending that session (sign-out, password change or reset, a
// used token replayed) deletes the whole family. A family ends at family_expires_at, however
// often it is refreshed (server/api-auth/tokens.server.ts).
export const apiRefreshTokens = pgTable(
  "api_refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    familyCreatedAt: timestamp("family_created_at", { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp("family_expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("api_refresh_tokens_user_id_idx").on(t.userId),
    index("api_refresh_tokens_session_id_idx").on(t.sessionId),
    index("api_refresh_tokens_family_id_idx").on(t.familyId),
    index("api_refresh_tokens_family_expires_at_idx").on(t.familyExpiresAt),
  ],
);

// The job queue (server/jobs/queue.server.ts, docs/decisions/017-job-queue.md): one row per job.
// A worker claims a queued job whose time has come with FOR UPDATE SKIP LOCKED and holds it by a
// lease (lock_token, locked_until) that it renews while the handler runs; a job whose lease ran out
// (its process died) is queued again. Finished jobs stay a while for staff (completed 7 days,
// failed 30 days) with the last error.
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    state: text("state").$type<JobState>().notNull().default("queued"),
    /** Not before this time (start_after, or a retry's back-off). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Runs started so far (a run cut short by a dead process counts). */
    attempts: integer("attempts").notNull().default(0),
    /** At most one queued or running job per name and key. */
    singletonKey: text("singleton_key"),
    lockToken: uuid("lock_token"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("jobs_state_check", sql`${t.state} in (${inList(jobStates)})`),
    // What the workers claim, in order of their time.
    index("jobs_due_idx").on(t.runAt).where(sql`${t.state} = 'queued'`),
    // Leases that ran out.
    index("jobs_running_idx").on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    uniqueIndex("jobs_singleton_key")
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} in ('queued', 'running')`),
    // Staff's lists by state, newest first, and the clean-up of old finished jobs.
    index("jobs_state_created_at_idx").on(t.state, t.createdAt, t.id),
  ],
);

// The periodic schedules' last slot: of the instances that see a slot come, the one whose update
// moves last_slot forward enqueues its job (exactly one per slot, across restarts).
export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  lastSlot: timestamp("last_slot", { withTimezone: true }).notNull(),
});

// Registrations for the listing pages' workshops, seminars, events, webinars and masterclasses
// (their facts: contracts/registration-items.ts). One row per registration; cancelling keeps the
// row (status cancelled) so staff and the rate limit still see it. A learner holds at most one
// live registration per item; the seat count is the item's sample figure plus the live rows.
export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemKind: text("item_kind").$type<RegistrationKind>().notNull(),
    itemId: text("item_id").notNull(),
    status: text("status").$type<RegistrationStatus>().notNull().default("registered"),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    check("registrations_item_kind_check", sql`${t.itemKind} in (${inList(registrationKinds)})`),
    check("registrations_status_check", sql`${t.status} in (${inList(registrationStatuses)})`),
    uniqueIndex("registrations_user_item_live_key")
      .on(t.userId, t.itemKind, t.itemId)
      .where(sql`${t.status} = 'registered'`),
    // The live counts per item, and staff's list of an item's registrations.
    index("registrations_item_live_idx").on(t.itemKind, t.itemId, t.createdAt).where(sql`${t.status} = 'registered'`),
    // A learner's registrations, and their rate limit (rows made in the last hour).
    index("registrations_user_created_at_idx").on(t.userId, t.createdAt),
  ],
);

// Accounts that were deleted, by id alone (no address, no name: issue 24). Restoring an older
// backup (`npm run db:restore`) deletes them again, with what went with them, so a deletion
// survives a restore (server/me/account-deletion.server.ts).
export const accountErasures = pgTable("account_erasures", {
  userId: text("user_id").primaryKey(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- organisations (issue 26; docs/decisions/020-organisations.md) ---------------------------
// An organisation's seats are its plan's; the seats used are counted from the rows (members plus
// pending invitations) whenever they matter, never kept in a counter that could drift. Every
// change that takes a seat locks the organisation's row first (SELECT … FOR UPDATE), so on any
// number of instances the last seat goes to exactly one request.
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    plan: text("plan").$type<OrganisationPlan>().notNull(),
    seats: integer("seats").notNull(),
    status: text("status").$type<OrganisationStatus>().notNull().default("trial"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    // Join by domain: people with a confirmed address at this domain (lower case) may join
    // without an invitation while seats last; null when closed.
    joinDomain: text("join_domain"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("organisations_join_domain_idx").on(t.joinDomain),
    check("organisations_plan_check", sql`${t.plan} in (${inList(organisationPlanIds)})`),
    check("organisations_status_check", sql`${t.status} in (${inList(organisationStatuses)})`),
    check("organisations_seats_check", sql`${t.seats} >= 1`),
  ],
);

// Named groups inside an organisation ("Data", "Sales"), for assignments and reports.
export const organisationTeams = pgTable(
  "organisation_teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("organisation_teams_org_name_key").on(t.organisationId, sql`lower(${t.name})`)],
);

// A person's place in an organisation. Deleting the account ends it (and so frees the seat);
// leaving deletes the row, never the person's own enrolments.
export const memberships = pgTable(
  "memberships",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<OrganisationRole>().notNull(),
    teamId: uuid("team_id").references(() => organisationTeams.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    check("memberships_role_check", sql`${t.role} in (${inList(organisationRoles)})`),
    index("memberships_user_idx").on(t.userId),
  ],
);

// A pending invitation holds a seat until it is accepted, revoked or expires. The link's token is
// kept only as a hash (SHA-256): the mailed link is the one copy.
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name"),
    role: text("role").$type<OrganisationRole>().notNull(),
    teamId: uuid("team_id").references(() => organisationTeams.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("invitations_role_check", sql`${t.role} in (${inList(organisationRoles)})`),
    // One open invitation per address and organisation.
    uniqueIndex("invitations_org_email_key").on(t.organisationId, t.email),
  ],
);

// A program the organisation gives a member, with an optional due date. The learner's enrolment
// and progress are their own (enrollments): removing the assignment leaves them.
export const assignments = pgTable(
  "assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    programId: uuid("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dueDate: text("due_date"),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("assignments_org_program_user_key").on(t.organisationId, t.programId, t.userId),
    index("assignments_user_idx").on(t.userId),
    // The reminders' daily pass finds the assignments due around a day (server/reports/reminders.server.ts).
    index("assignments_due_date_idx").on(t.dueDate).where(sql`${t.dueDate} is not null`),
  ],
);

// Read-only keys for an organisation's HR systems, stored as SHA-256 hashes (shown once).
export const organisationApiKeys = pgTable(
  "organisation_api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("organisation_api_keys_org_idx").on(t.organisationId)],
);

// Staff changes to an organisation (extend, activate, suspend): who, when, what.
export const organisationAuditEvents = pgTable(
  "organisation_audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    detail: jsonb("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("organisation_audit_events_org_idx").on(t.organisationId, t.createdAt)],
);

// ---- reminders and digests (issue 27; server/reminders/) -------------------------------------
// One row per mail the reminders' planner decided to send: its key (kind, subject, occasion: e.g.
// "due-soon:<assignment>:<due date>") is unique, so however many instances plan at once, and
// however often, each mail is planned once; its send job then marks it sent.
export const reminderMails = pgTable(
  "reminder_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    kind: text("kind").$type<ReminderKind>().notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the mail is about: the assignment, organisation or registration. */
    subjectId: text("subject_id").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Not sent because the person unsubscribed from this kind, or its subject is gone. */
    skippedAt: timestamp("skipped_at", { withTimezone: true }),
  },
  (t) => [check("reminder_mails_kind_check", sql`${t.kind} in (${inList(reminderKinds)})`), index("reminder_mails_user_idx").on(t.userId)],
);

// A person's "no more mails of this kind" (the one-click unsubscribe, RFC 8058).
export const mailUnsubscribes = pgTable(
  "mail_unsubscribes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ReminderKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check("mail_unsubscribes_kind_check", sql`${t.kind} in (${inList(reminderKinds)})`)],
);

// ---- self-assessments (issue 28, item 6; contracts/assessments.ts) --------------------------------
// A signed-in visitor's saved result of the AI Readiness Assessment or the Skill Gap Analyzer: the
// answers and the scores the server computed from them. A result saved for an organisation counts
// in its team scores while the person is a member (the query joins the memberships).
export const assessmentResults = pgTable(
  "assessment_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tool: text("tool").$type<AssessmentTool>().notNull(),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    /** Each dimension's score (0 to 100) by its id. */
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    overall: integer("overall").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("assessment_results_tool_check", sql`${t.tool} in (${inList(assessmentTools)})`),
    index("assessment_results_user_idx").on(t.userId, t.tool, t.createdAt),
    index("assessment_results_org_idx").on(t.organisationId, t.tool),
  ],
);
