import { and, desc, eq, ilike, isNull, like, or, sql, type SQL } from "drizzle-orm";
import { formatCertificateCode, certificateVerifyPath } from "#contracts/certificate-code";
import type { AdminCertificate, CertificateCheck, MyCertificate } from "#contracts/certificates";
import type { ProgramLevel } from "#contracts/vocabulary";
import type { Database } from "../db/client.server";
import { certificateAuditEvents, certificates, enrollments, moduleCompletions, profiles, programModules, programs, quizAttempts, users } from "../db/schema";
import { newCertificateCode } from "./certificate-code.server";

// The certificates' queries: issuing (from the enrolment queries, in the transaction that
// completes an enrolment), the public check, the learner's list, and staff's list and revocation.

type Executor = Pick<Database, "select" | "insert">;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type CertificateRow = typeof certificates.$inferSelect;

/**
 * The score a certificate states: the mean of the learner's best submitted attempt at each quiz of
 * the program they took, rounded; null when they took none (a program without quizzes).
 */
const certificateScoreSql = sql<number | null>`(
  select round(avg(best.score))::int from (
    select max(a.score) as score
    from ${quizAttempts} a join ${programModules} m on m.id = a.module_id
    where a.enrollment_id = ${enrollments.id} and m.program_id = ${enrollments.programId} and a.submitted_at is not null
    group by a.module_id
  ) best
)`;

export interface IssueScope {
  enrollmentId?: string;
  programId?: string;
  /**
   * Date a certificate by the enrolment's last module completion rather than now: for the
   * enrolments completed before certificates existed (issueMissingCertificates at start-up).
   */
  datedByLastCompletion?: boolean;
}

/**
 * Issues a certificate to every completed enrolment in `scope` that has none yet (and still has
 * its learner): the name from the learner's profile now (else the account's name), the program's
 * title, level and duration now, the learner's language now, and a new code. The unique index on the enrolment makes this
 * idempotent under concurrency: of simultaneous completions, one insert wins and the others do
 * nothing. How many were issued.
 */
export async function issueMissingCertificates(tx: Executor, scope: IssueScope = {}): Promise<number> {
  const filters: SQL[] = [eq(enrollments.status, "completed")];
  if (scope.enrollmentId) filters.push(eq(enrollments.id, scope.enrollmentId));
  if (scope.programId) filters.push(eq(enrollments.programId, scope.programId));
  const pending = await tx
    .select({
      enrollmentId: enrollments.id,
      userId: users.id,
      learnerName: sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${users.name}), ''), ${users.email})`,
      // In the learner's language when the program has that version (English has none: the columns are English).
      programTitle: sql<string>`coalesce(${programs.translations} -> ${users.locale} ->> 'title', ${programs.title})`,
      programLevel: programs.level,
      locale: users.locale,
      programDuration: sql<string>`coalesce(${programs.translations} -> ${users.locale} ->> 'duration', ${programs.duration})`,
      score: certificateScoreSql,
      lastCompletion: sql<Date | null>`(select max(${moduleCompletions.completedAt}) from ${moduleCompletions} where ${moduleCompletions.enrollmentId} = ${enrollments.id})`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(programs, eq(programs.id, enrollments.programId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(certificates, eq(certificates.enrollmentId, enrollments.id))
    .where(and(...filters, isNull(certificates.id)));
  let issued = 0;
  for (const row of pending) {
    const { lastCompletion, ...values } = row;
    // A clash of two random 59-bit codes is about as likely as guessing one (decision 016): the
    // code's own unique constraint would fail the transaction, and the learner's next save retries.
    const inserted = await tx
      .insert(certificates)
      .values({ ...values, code: newCertificateCode(), ...(scope.datedByLastCompletion && lastCompletion && { issuedAt: lastCompletion }) })
      .onConflictDoNothing({ target: certificates.enrollmentId })
      .returning({ id: certificates.id });
    issued += inserted.length;
  }
  return issued;
}

export async function certificateByCode(db: Pick<Database, "select">, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

const courseOf = (row: CertificateRow) => ({ title: row.programTitle, level: row.programLevel as ProgramLevel, duration: row.programDuration });

/** What anyone with the code may know: valid (name, program, date) or revoked (when); nothing else. */
export function certificateCheck(row: CertificateRow): CertificateCheck {
  const code = formatCertificateCode(row.code);
  if (row.revokedAt) return { status: "revoked", code, revoked_at: row.revokedAt.toISOString() };
  return { status: "valid", code, learner_name: row.learnerName, course: courseOf(row), score: row.score, issued_at: row.issuedAt.toISOString() };
}

export const verificationUrl = (origin: string, code: string) => `${origin}${certificateVerifyPath(code)}`;

/** The learner's certificates, newest first, as GET /me/certificates shows them. */
export async function certificatesOfUser(db: Database, userId: string, origin: string): Promise<MyCertificate[]> {
  const rows = await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map((row) => ({
    code: formatCertificateCode(row.code),
    status: row.revokedAt ? "revoked" : "valid",
    learner_name: row.learnerName,
    course: courseOf(row),
    score: row.score,
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revocation_reason: row.revocationReason,
    verification_url: verificationUrl(origin, row.code),
  }));
}

// ---- staff -------------------------------------------------------------------------------------

const revokedBy = sql<string | null>`(
  select a.actor_email from ${certificateAuditEvents} a
  where a.certificate_id = "certificates"."id" and a.action = 'certificate_revoked'
  order by a.created_at desc limit 1
)`;

const staffColumns = { certificate: certificates, email: users.email, revokedBy };

function toAdminCertificate({ certificate: c, email, revokedBy }: { certificate: CertificateRow; email: string; revokedBy: string | null }): AdminCertificate {
  return {
    code: formatCertificateCode(c.code),
    status: c.revokedAt ? "revoked" : "valid",
    learner: { id: c.userId, name: c.learnerName, email },
    course: courseOf(c),
    issued_at: c.issuedAt.toISOString(),
    revocation: c.revokedAt ? { revoked_at: c.revokedAt.toISOString(), reason: c.revocationReason ?? "", by: revokedBy } : null,
  };
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A search: the start of a code (typed with or without its hyphens, any case), or part of the
 * learner's name (as printed) or of their account's e-mail address.
 */
function searchFilter(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const contains = `%${likeLiteral(text)}%`;
  const codeStart = text.replace(/[\s\-‐‑–—]/g, "").toUpperCase();
  return or(
    ilike(certificates.learnerName, contains),
    ilike(users.email, contains),
    /^[0-9A-Z]+$/.test(codeStart) ? like(certificates.code, `${codeStart}%`) : undefined,
  );
}

export interface StaffQuery {
  q?: string;
  after?: string;
  limit: number;
}

/** Every certificate, newest first, a page at a time (keyset on issued_at, id), with a search. */
export async function listCertificatesForStaff(db: Database, query: StaffQuery) {
  const where = searchFilter(query.q);
  const after = query.after
    ? sql`(${certificates.issuedAt}, ${certificates.id}) < (select c.issued_at, c.id from certificates c where c.id = ${query.after})`
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...staffColumns, id: certificates.id })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(and(where, after))
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(query.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    certificates: page.map(toAdminCertificate),
    total,
    next_cursor: rows.length > query.limit ? page[page.length - 1].id : null,
  };
}

async function staffView(db: Pick<Database, "select">, code: string): Promise<AdminCertificate | undefined> {
  const [row] = await db.select(staffColumns).from(certificates).innerJoin(users, eq(users.id, certificates.userId)).where(eq(certificates.code, code));
  return row && toAdminCertificate(row);
}

export interface Actor {
  id: string;
  email: string;
}

/**
 * Revokes a certificate with staff's reason, and records who did it in the audit log, in one
 * transaction. A revocation is final: there is no reinstating yet (decision 016).
 */
export async function revokeCertificate(
  db: Database,
  code: string,
  reason: string,
  actor: Actor,
): Promise<AdminCertificate | "not_found" | "already_revoked"> {
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(certificates).where(eq(certificates.code, code)).for("update");
    if (!row) return "not_found";
    if (row.revokedAt) return "already_revoked";
    await tx.update(certificates).set({ revokedAt: sql`now()`, revocationReason: reason }).where(eq(certificates.id, row.id));
    await tx.insert(certificateAuditEvents).values({ certificateId: row.id, code: row.code, actorId: actor.id, actorEmail: actor.email, action: "certificate_revoked", reason });
    return (await staffView(tx, code))!;
  });
}
