import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueMissingCertificates } from "../../server/certificates/certificate-queries.server";
import { certificateAuditEvents, certificates, enrollments, moduleCompletions, programModules } from "../../server/db/schema";
import { apiRateRules } from "#contracts/rate-limits";
import { signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { readPdf } from "./pdf-reader";
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from "./test-app";
import { enrollTwoFactor, viaApp } from "./two-factor";

// Certificates (issue 17, server/certificates/): issued once when an enrolment reaches 100 %, with
// the name from the learner's profile; the public check; the learner's PDF; staff's revocation.

const ADMIN = "staff@cortexa.test";

let ipCounter = 0;
/** A client address of its own, so the per-client check budget of one test does not reach the next. */
const newClient = () => `203.0.113.${++ipCounter}`;

function request(t: TestApp, method: string, path: string, { body, cookie, ip }: { body?: unknown; cookie?: string; ip?: string } = {}) {
  return t.app.request(
    new Request(`${TEST_ORIGIN}/api/v1${path}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(cookie && { cookie }),
        ...(ip && { "x-forwarded-for": ip }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

describe.each(databaseKinds)("certificates on %s", (kind) => {
  let t: TestApp;
  let staff: string;
  const get = (path: string, cookie?: string, ip = newClient()) => request(t, "GET", path, { cookie, ip });
  const post = (path: string, body: unknown, cookie?: string) => request(t, "POST", path, { body, cookie });
  const json = async (res: Response | Promise<Response>, status: number) => {
    const r = await res;
    const body = r.headers.get("content-type")?.includes("json") ? await r.json() : undefined;
    expect(r.status, JSON.stringify(body)).toBe(status);
    return body;
  };

  /** A course with three modules, made by staff (so each test has a program of its own). */
  async function newCourse(title: string) {
    const { program } = await json(
      request(t, "POST", "/admin/programs", {
        cookie: staff,
        body: { title, description: "A program for certificate tests.", category: "nlp", level: "advanced", duration: "6 weeks", price: 19999, features: ["One"], is_active: true },
      }),
      201,
    );
    const modules: string[] = [];
    for (const n of [1, 2, 3]) {
      const { module } = await json(request(t, "POST", `/admin/programs/${program.id}/modules`, { cookie: staff, body: { title: `Module ${n}`, summary: `What module ${n} covers.`, duration_minutes: 30, lesson_markdown: "" } }), 201);
      modules.push(module.id);
    }
    return { id: program.id as string, modules };
  }

  /** A confirmed learner with a saved profile name, enrolled in `course`. */
  async function learner(email: string, fullName: string, courseId: string) {
    const cookie = await signUpConfirmed(t, email, { name: "Sign-up Name" });
    await json(request(t, "PATCH", "/me", { cookie, body: { full_name: fullName, company: null, phone: null } }), 200);
    await json(post(`/courses/${courseId}/enroll`, {}, cookie), 201);
    return cookie;
  }

  const mark = (cookie: string, courseId: string, moduleId: string, completed = true, extra: Record<string, unknown> = {}) =>
    post(`/courses/${courseId}/progress`, { module_id: moduleId, completed, ...extra }, cookie);

  async function complete(cookie: string, course: { id: string; modules: string[] }) {
    for (const m of course.modules) await json(mark(cookie, course.id, m), 200);
    const { certificates: list } = await json(get("/me/certificates", cookie), 200);
    return list[0];
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, adminEmails: [ADMIN] });
    const cookie = await signUpConfirmed(t, ADMIN);
    staff = (await enrollTwoFactor(viaApp(t.app), cookie, TEST_PASSWORD)).cookie;
  });
  afterAll(() => t.close());

  it("issues one certificate when 20 completions of the last module arrive at once", async () => {
    const course = await newCourse("Concurrent Completion");
    const cookie = await learner("concurrent@example.com", "Meera Iyer", course.id);
    await json(mark(cookie, course.id, course.modules[0]), 200);
    await json(mark(cookie, course.id, course.modules[1]), 200);
    expect((await json(get("/me/certificates", cookie), 200)).certificates).toEqual([]);

    const answers = await Promise.all(Array.from({ length: 20 }, () => mark(cookie, course.id, course.modules[2])));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { certificates: list } = await json(get("/me/certificates", cookie), 200);
    expect(list).toHaveLength(1);
    const [{ id: enrollmentId }] = await t.database.db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.programId, course.id));
    expect(await t.database.db.$count(certificates, eq(certificates.enrollmentId, enrollmentId))).toBe(1);

    // The same without the enrolment's row lock: the unique index alone keeps it to one.
    await t.database.db.delete(certificates).where(eq(certificates.enrollmentId, enrollmentId));
    const issued = await Promise.all(Array.from({ length: 20 }, () => issueMissingCertificates(t.database.db, { enrollmentId })));
    expect(issued.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.database.db.$count(certificates, eq(certificates.enrollmentId, enrollmentId))).toBe(1);
  });

  it("takes the name from the profile when the program is completed, never from the request, and keeps what it says", async () => {
    const course = await newCourse("Named Completion");
    const cookie = await learner("named@example.com", "Ananya Sharma", course.id);
    await json(mark(cookie, course.id, course.modules[0]), 200);
    await json(mark(cookie, course.id, course.modules[1]), 200);
    // Extra fields a client might send are not read.
    await json(mark(cookie, course.id, course.modules[2], true, { name: "Mallory", full_name: "Mallory", learner_name: "Mallory" }), 200);
    const { certificates: list } = await json(get("/me/certificates", cookie), 200);
    expect(list).toEqual([
      {
        code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
        status: "valid",
        learner_name: "Ananya Sharma",
        course: { title: "Named Completion", level: "advanced", duration: "6 weeks" },
        score: null,
        issued_at: expect.any(String),
        revoked_at: null,
        revocation_reason: null,
        verification_url: `${TEST_ORIGIN}/certificates/verify?code=${list[0].code}`,
      },
    ]);
    expect(Date.now() - Date.parse(list[0].issued_at)).toBeLessThan(60_000);

    // Later edits of the profile and the program, and unmarking a module, change nothing on it.
    await json(request(t, "PATCH", "/me", { cookie, body: { full_name: "अनन्या शर्मा", company: null, phone: null } }), 200);
    await json(request(t, "PATCH", `/admin/programs/${course.id}`, { cookie: staff, body: { title: "Renamed Program", level: "beginner", duration: "2 weeks" } }), 200);
    await json(mark(cookie, course.id, course.modules[0], false), 200);
    await json(mark(cookie, course.id, course.modules[0], true), 200);
    const after = await json(get(`/certificates/${list[0].code}`), 200);
    expect(after).toEqual({
      status: "valid",
      code: list[0].code,
      learner_name: "Ananya Sharma",
      course: { title: "Named Completion", level: "advanced", duration: "6 weeks" },
      score: null,
      issued_at: list[0].issued_at,
    });
    expect((await json(get("/me/certificates", cookie), 200)).certificates).toHaveLength(1);
  });

  it("issues one when staff remove the last module a learner had not done", async () => {
    const course = await newCourse("Completed by Removal");
    const cookie = await learner("removal@example.com", "Kabir Das", course.id);
    await json(mark(cookie, course.id, course.modules[0]), 200);
    await json(mark(cookie, course.id, course.modules[1]), 200);
    await json(request(t, "DELETE", `/admin/programs/${course.id}/modules/${course.modules[2]}`, { cookie: staff }), 204);
    const { certificates: list } = await json(get("/me/certificates", cookie), 200);
    expect(list.map((c: { learner_name: string }) => c.learner_name)).toEqual(["Kabir Das"]);
  });

  it("answers the public check: valid, revoked (only the date), unknown; any case and hyphens", async () => {
    const course = await newCourse("Checked Program");
    const cookie = await learner("checked@example.com", "Rohan Mehta", course.id);
    const certificate = await complete(cookie, course);
    const code: string = certificate.code;

    const valid = await get(`/certificates/${code}`);
    expect(valid.headers.get("cache-control")).toBe("no-store");
    expect(await json(valid, 200)).toEqual({ status: "valid", code, learner_name: "Rohan Mehta", course: { title: "Checked Program", level: "advanced", duration: "6 weeks" }, score: null, issued_at: certificate.issued_at });
    expect((await json(get(`/certificates/${code.replaceAll("-", "").toLowerCase()}`), 200)).code).toBe(code);

    const unknown = await json(get("/certificates/2222-3333-4444"), 404);
    expect(unknown.error.code).toBe("not_found");
    for (const bad of ["nonsense", "0000-0000-0000", "2222-3333-44445", "%2F..%2F"]) expect((await get(`/certificates/${bad}`)).status).toBe(404);

    await json(post(`/admin/certificates/${code}/revoke`, { reason: "Completed by someone else on the learner's account." }, staff), 200);
    const revoked = await json(get(`/certificates/${code}`), 200);
    expect(revoked).toEqual({ status: "revoked", code, revoked_at: expect.any(String) });
    expect(JSON.stringify(revoked)).not.toContain("Rohan");
    const mine = (await json(get("/me/certificates", cookie), 200)).certificates[0];
    expect(mine).toMatchObject({ status: "revoked", revoked_at: revoked.revoked_at, revocation_reason: "Completed by someone else on the learner's account." });
  });

  it("lets only the owner download the PDF (and staff), with the profile's name, the code and a QR code of the link", async () => {
    const course = await newCourse("Downloaded Program");
    const owner = await learner("owner@example.com", "Priya Nair", course.id);
    const other = await learner("other@example.com", "Other Learner", course.id);
    const { code, verification_url: url } = await complete(owner, course);

    const res = await get(`/me/certificates/${code}/pdf`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="cortexa-ai-certificate-${code}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain("Priya Nair");
    expect(pdf.text).toContain("Downloaded Program");
    expect(pdf.text).toContain(code);
    expect(pdf.qrCodes).toEqual([url]);

    expect((await json(get(`/me/certificates/${code}/pdf`, other), 404)).error.code).toBe("not_found");
    expect((await json(get(`/me/certificates/${code}/pdf`), 401)).error.code).toBe("unauthorized");
    expect((await get(`/me/certificates/not-a-code/pdf`, owner)).status).toBe(404);
    const staffCopy = await get(`/admin/certificates/${code}/pdf`, staff);
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get("content-type")).toBe("application/pdf");
    expect((await json(get(`/admin/certificates/${code}/pdf`, other), 403)).error.code).toBe("forbidden");

    await json(post(`/admin/certificates/${code}/revoke`, { reason: "Test of a revoked download." }, staff), 200);
    const refused = await json(get(`/me/certificates/${code}/pdf`, owner), 410);
    expect(refused.error).toMatchObject({ code: "certificate_revoked", message: expect.stringMatching(/^This certificate was revoked on \d{1,2} \w+ \d{4}, so it can no longer be downloaded\.$/) });
    expect((await json(get(`/admin/certificates/${code}/pdf`, staff), 410)).error.code).toBe("certificate_revoked");
  });

  it(`limits PDFs to ${apiRateRules.certificatePdfs.max} a minute per user, whatever the client address`, async () => {
    const course = await newCourse("Much Downloaded");
    const cookie = await learner("downloads@example.com", "Nikhil Joshi", course.id);
    const { code } = await complete(cookie, course);
    for (let i = 0; i < apiRateRules.certificatePdfs.max; i++) expect((await get(`/me/certificates/${code}/pdf`, cookie)).status).toBe(200);
    const refused = await json(get(`/me/certificates/${code}/pdf`, cookie), 429);
    expect(refused.error.code).toBe("rate_limited");
    // Twenty PDFs made one after another: a few seconds on a quiet machine, past 30 s with busy cores.
  }, 120_000);

  it("lets staff find certificates by code, name or e-mail and revoke one with a reason, audited", async () => {
    const course = await newCourse("Revoked Program");
    const cookie = await learner("Revocable.Learner@example.com", "Siddharth Menon", course.id);
    const { code } = await complete(cookie, course);

    // Learners and signed-out visitors cannot.
    expect((await post(`/admin/certificates/${code}/revoke`, { reason: "No." }, cookie)).status).toBe(403);
    expect((await post(`/admin/certificates/${code}/revoke`, { reason: "No." })).status).toBe(401);
    expect((await get("/admin/certificates", cookie)).status).toBe(403);

    const find = async (q: string) => (await json(get(`/admin/certificates?q=${encodeURIComponent(q)}`, staff), 200)).certificates.map((c: { code: string }) => c.code);
    expect(await find(code)).toEqual([code]);
    expect(await find(code.slice(0, 6).toLowerCase())).toContain(code);
    expect(await find(code.replaceAll("-", ""))).toEqual([code]);
    expect(await find("siddharth men")).toEqual([code]);
    expect(await find("revocable.learner@")).toEqual([code]);
    expect(await find("nobody-matches-this")).toEqual([]);
    expect(await find("100%_")).toEqual([]);
    const all = await json(get("/admin/certificates?limit=2", staff), 200);
    expect(all.certificates).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const next = await json(get(`/admin/certificates?limit=2&after=${all.next_cursor}`, staff), 200);
    expect(next.certificates.map((c: { code: string }) => c.code)).not.toContain(all.certificates[0].code);
    expect((await json(get("/admin/certificates?limit=0", staff), 400)).error.fields.limit).toBeTruthy();

    // A reason is required.
    expect((await json(post(`/admin/certificates/${code}/revoke`, {}, staff), 400)).error.fields.reason).toBe("Give the reason for revoking");
    expect((await json(post(`/admin/certificates/${code}/revoke`, { reason: "  " }, staff), 400)).error.fields.reason).toBe("Give the reason for revoking");
    expect((await json(post("/admin/certificates/2222-3333-4444/revoke", { reason: "Unknown code." }, staff), 404)).error.code).toBe("not_found");

    const reason = "Issued to the wrong account after a data merge.";
    const { certificate } = await json(post(`/admin/certificates/${code}/revoke`, { reason }, staff), 200);
    expect(certificate).toMatchObject({
      code,
      status: "revoked",
      learner: { name: "Siddharth Menon", email: "revocable.learner@example.com" },
      revocation: { reason, by: ADMIN, revoked_at: expect.any(String) },
    });
    expect((await json(post(`/admin/certificates/${code}/revoke`, { reason }, staff), 409)).error.code).toBe("already_revoked");
    const events = await t.database.db.select().from(certificateAuditEvents).where(eq(certificateAuditEvents.code, code.replaceAll("-", "")));
    expect(events).toEqual([expect.objectContaining({ action: "certificate_revoked", actorEmail: ADMIN, reason })]);
    const listed = (await json(get(`/admin/certificates?q=${code}`, staff), 200)).certificates[0];
    expect(listed.revocation).toEqual(certificate.revocation);
  });

  it(`limits checks to ${apiRateRules.certificateLookups.max} a minute per client, then 429 with Retry-After`, async () => {
    const ip = newClient();
    const statuses: number[] = [];
    for (let i = 0; i <= apiRateRules.certificateLookups.max; i++) statuses.push((await get("/certificates/2222-3333-4444", undefined, ip)).status);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    const refused = await get("/certificates/2222-3333-4444", undefined, ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not affected, nor is the catalogue of this one.
    expect((await get("/certificates/2222-3333-4444")).status).toBe(404);
    expect((await get("/courses", undefined, ip)).status).toBe(200);
  });

  it("lists certificates in the data export, and deletes them with the account", async () => {
    const course = await newCourse("Exported Program");
    const cookie = await learner("exported@example.com", "Farah Khan", course.id);
    const { code } = await complete(cookie, course);
    const data = await json(get("/me/export", cookie), 200);
    expect(data.certificates).toEqual([
      expect.objectContaining({ code, learner_name: "Farah Khan", course_title: "Exported Program", revoked_at: null, revocation_reason: null }),
    ]);

    await json(request(t, "DELETE", "/me", { cookie, body: { password: TEST_PASSWORD } }), 204);
    expect((await get(`/certificates/${code}`)).status).toBe(404);
    expect((await json(get(`/admin/certificates?q=${code}`, staff), 200)).certificates).toEqual([]);
  });

  it("issues the certificates of enrolments completed before certificates existed, dated by their last module", async () => {
    const course = await newCourse("Completed Earlier");
    const cookie = await learner("earlier@example.com", "Vikram Rao", course.id);
    await complete(cookie, course);
    // As the data was before this feature: completed, no certificate, the last module done last year.
    const db = t.database.db;
    const [enrollment] = await db.select().from(enrollments).where(eq(enrollments.programId, course.id));
    await db.delete(certificates).where(eq(certificates.enrollmentId, enrollment.id));
    const lastYear = new Date("2025-06-30T10:00:00.000Z");
    const modules = await db.select({ id: programModules.id }).from(programModules).where(eq(programModules.programId, course.id));
    for (const m of modules) {
      await db.update(moduleCompletions).set({ completedAt: lastYear }).where(and(eq(moduleCompletions.enrollmentId, enrollment.id), eq(moduleCompletions.moduleId, m.id)));
    }

    expect(await issueMissingCertificates(db, { datedByLastCompletion: true })).toBe(1);
    expect(await issueMissingCertificates(db, { datedByLastCompletion: true })).toBe(0);
    const { certificates: list } = await json(get("/me/certificates", cookie), 200);
    expect(list).toEqual([expect.objectContaining({ learner_name: "Vikram Rao", issued_at: lastYear.toISOString() })]);
  });

  it("is issued in the learner's language: Hindi for a Hindi learner, and stays so after they switch back; English learners' stay English", async () => {
    const course = await newCourse("Hindi Completion");
    const cookie = await learner("hindi-learner@example.com", "अनन्या शर्मा", course.id);
    await json(request(t, "PUT", "/me/locale", { cookie, body: { locale: "hi" } }), 200);
    const { code } = await complete(cookie, course);
    await json(request(t, "PUT", "/me/locale", { cookie, body: { locale: "en" } }), 200);

    const res = await get(`/me/certificates/${code}/pdf`, cookie);
    expect(res.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.info).toMatchObject({ Title: "पूर्णता प्रमाणपत्र: Hindi Completion" });
    expect(String(pdf.info.Subject)).toMatch(/^अनन्या शर्मा ने Hindi Completion पूरा किया। प्रमाणपत्र /);
    expect(pdf.text).toContain("अनन्या");
    expect(pdf.text).toContain("Hindi Completion");
    expect(pdf.text).toContain(code);
    expect(pdf.text).not.toContain("This is to certify that");
    expect(pdf.fonts.some((f) => f.startsWith("NotoSansDevanagari"))).toBe(true);

    const english = await learner("english-learner@example.com", "Priya Nair", course.id);
    const { code: englishCode } = await complete(english, course);
    const englishPdf = await readPdf(new Uint8Array(await (await get(`/me/certificates/${englishCode}/pdf`, english)).arrayBuffer()));
    expect(englishPdf.info).toMatchObject({ Title: "Certificate of Completion: Hindi Completion" });
    expect(englishPdf.text).toContain("This is to certify that");
  });
});
