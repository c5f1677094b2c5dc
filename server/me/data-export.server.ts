import { desc, eq, sql } from "drizzle-orm";
import { formatCertificateCode } from "#contracts/certificate-code";
import type { ApiUser } from "../context.server";
import type { Database } from "../db/client.server";
import {
  accounts,
  certificates as certificatesTable,
  contactInquiries,
  enrollments,
  moduleCompletions,
  profiles,
  programModules,
  programs,
  quizAttempts as quizAttemptsTable,
  registrations,
  users,
} from "../db/schema";
import { subscriptionOf } from "../newsletter/subscribers.server";
import { sessionsOf } from "./sessions.server";
import { membershipsOf } from "../organisations/organisation-queries.server";
import { myAssignments } from "../organisations/assignment-queries.server";
import { assessmentResultsOf } from "../assessments/assessments.server";

// "Download my data" (GET /api/v1/me/export): every record we hold about the signed-in user, and
// nothing of anyone else: each source reads by the user's id or their (confirmed) address only.
// Secrets are left out (password hash, two-factor secret and backup codes, session and provider
// tokens): they are of no use to the person and of great use to a thief of the file.
//
// Adding a source is one line in `sources` (a table of registrations, certificates...).

interface Who {
  user: ApiUser;
  sessionId: string;
}

type Source = (db: Database, who: Who) => Promise<unknown>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const account: Source = async (db, { user }) => {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  return row && {
    id: row.id,
    email: row.email,
    name: row.name,
    email_verified: row.emailVerified,
    role: row.role,
    two_factor_enabled: row.twoFactorEnabled,
    locale: row.locale,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
};

const signInMethods: Source = async (db, { user }) =>
  (await db.select().from(accounts).where(eq(accounts.userId, user.id))).map((a) => ({
    provider: a.providerId === "credential" ? "password" : a.providerId,
    provider_account_id: a.providerId === "credential" ? null : a.accountId,
    created_at: iso(a.createdAt),
  }));

const profile: Source = async (db, { user }) => {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  return row
    ? { full_name: row.fullName, email: row.email, company: row.company, phone: row.phone, avatar_url: row.avatarUrl, created_at: iso(row.createdAt), updated_at: iso(row.updatedAt) }
    : null;
};

const myEnrollments: Source = async (db, { user }) =>
  (
    await db
      .select({
        e: enrollments,
        title: programs.title,
        // The titles of the modules done, in the course's order (module_completions).
        completedModules: sql<string[]>`coalesce((
          select array_agg(${programModules.title} order by ${programModules.position})
          from ${moduleCompletions} join ${programModules} on ${programModules.id} = ${moduleCompletions.moduleId}
          where ${moduleCompletions.enrollmentId} = "enrollments"."id"
        ), '{}')`,
      })
      .from(enrollments)
      .innerJoin(programs, eq(programs.id, enrollments.programId))
      .where(eq(enrollments.userId, user.id))
      .orderBy(desc(enrollments.enrolledAt))
  ).map(({ e, title, completedModules }) => ({
    id: e.id,
    course_id: e.programId,
    course_title: title,
    status: e.status,
    progress: e.progress,
    completed_modules: completedModules,
    payment_method: e.paymentMethod,
    enrolled_at: iso(e.enrolledAt),
  }));

const myRegistrations: Source = async (db, { user }) =>
  (await db.select().from(registrations).where(eq(registrations.userId, user.id)).orderBy(desc(registrations.createdAt))).map((r) => ({
    id: r.id,
    kind: r.itemKind,
    item_id: r.itemId,
    status: r.status,
    created_at: iso(r.createdAt),
    cancelled_at: iso(r.cancelledAt),
  }));

// Every certificate issued to the person, revoked ones with staff's reason (it is about them).
const certificates: Source = async (db, { user }) =>
  (await db.select().from(certificatesTable).where(eq(certificatesTable.userId, user.id)).orderBy(desc(certificatesTable.issuedAt))).map((c) => ({
    code: formatCertificateCode(c.code),
    enrollment_id: c.enrollmentId,
    learner_name: c.learnerName,
    course_title: c.programTitle,
    course_level: c.programLevel,
    course_duration: c.programDuration,
    issued_at: iso(c.issuedAt),
    revoked_at: iso(c.revokedAt),
    revocation_reason: c.revocationReason,
  }));

// Every quiz attempt of the person's enrolments: when, the score, and the answers they gave once
// submitted. Never the right answers: a quiz may keep those from its learners (decision 021).
const quizAttempts: Source = async (db, { user }) =>
  (
    await db
      .select({ attempt: quizAttemptsTable, module: programModules.title, course: programs.title })
      .from(quizAttemptsTable)
      .innerJoin(enrollments, eq(enrollments.id, quizAttemptsTable.enrollmentId))
      .innerJoin(programModules, eq(programModules.id, quizAttemptsTable.moduleId))
      .innerJoin(programs, eq(programs.id, enrollments.programId))
      .where(eq(enrollments.userId, user.id))
      .orderBy(desc(quizAttemptsTable.startedAt))
  ).map(({ attempt: a, module, course }) => ({
    course_title: course,
    module_title: module,
    number: a.number,
    started_at: iso(a.startedAt),
    submitted_at: iso(a.submittedAt),
    timed_out_at: iso(a.timedOutAt),
    score: a.score,
    passed: a.passed,
    answers: a.submittedAt
      ? (a.results ?? []).map((r) => ({ question: a.questions.find((q) => q.question_id === r.question_id)?.prompt ?? null, given: r.given }))
      : null,
  }));

/**
 * Whether the account's address is confirmed: what we hold under an address (inquiries, the
 * newsletter) is the person's only once they proved the address is theirs (issue 24).
 */
async function addressConfirmed(db: Database, user: ApiUser): Promise<boolean> {
  const [row] = await db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, user.id));
  return row?.confirmed ?? false;
}

// Inquiries are not linked to accounts: those sent with the account's (confirmed) address are the
// person's. The address they came from is left out (it may be anyone's, and is erased after an hour).
const inquiries: Source = async (db, { user }) =>
  (!(await addressConfirmed(db, user))
    ? []
    : await db
        .select()
        .from(contactInquiries)
        .where(eq(sql`lower(${contactInquiries.email})`, user.email.toLowerCase()))
        .orderBy(desc(contactInquiries.createdAt))
  ).map((i) => ({
    id: i.id,
    name: i.name,
    email: i.email,
    company: i.company,
    phone: i.phone,
    subject: i.subject,
    message: i.message,
    status: i.status,
    created_at: iso(i.createdAt),
  }));

const newsletter: Source = async (db, { user }) => {
  if (!(await addressConfirmed(db, user))) return null;
  const row = await subscriptionOf(db, user.email);
  return row && { email: row.email, requested_at: iso(row.requestedAt), confirmed_at: iso(row.confirmedAt) };
};

const mySessions: Source = (db, { user, sessionId }) => sessionsOf(db, user.id, sessionId);

const sources = {
  account,
  sign_in_methods: signInMethods,
  profile,
  enrollments: myEnrollments,
  registrations: myRegistrations,
  certificates,
  quiz_attempts: quizAttempts,
  assessment_results: (db, { user }) => assessmentResultsOf(db, user.id),
  contact_inquiries: inquiries,
  newsletter_subscription: newsletter,
  sessions: mySessions,
  organisations: async (db, { user }) =>
    (await membershipsOf(db, user.id)).map((m) => ({ organisation: m.organisation, role: m.role, team: m.team, joined_at: iso(m.joinedAt) })),
  assignments: (db, { user }) => myAssignments(db, user.id),
} satisfies Record<string, Source>;

export async function exportUserData(db: Database, who: Who, now = new Date()) {
  const data: Record<string, unknown> = { format: "cortexa-learner-data/1", exported_at: now.toISOString() };
  for (const [name, read] of Object.entries(sources)) data[name] = await read(db, who);
  return data;
}
