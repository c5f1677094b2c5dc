import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../server/db/schema";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

const password = "Secur3Passw0rd";

describe.each(databaseKinds)("catalogue, enrolment and progress on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let userId: string;
  let token: string;
  let refreshToken: string;

  async function confirmed(email: string) {
    const res = await t.app.request(postJson("/api/auth/sign-up/email", { name: "Asha Verma", email, password }));
    expect(res.status).toBe(200);
    const mail = t.mail.findLast((m) => m.to === email)!;
    const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)![0];
    // Opened in the browser that signed up (its cookie), so the password stays.
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const verify = await t.app.request(link, { headers: { cookie: cookies } });
    return verify.headers.getSetCookie().find((c) => c.includes("session_token="))!.split(";")[0];
  }

  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`${TEST_ORIGIN}/api/v1${path}`, { headers });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(postJson(`/api/v1${path}`, body, headers));

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    cookie = await confirmed("learner@example.com");
    otherCookie = await confirmed("other@example.com");
    userId = (await (await get("/me", { cookie })).json()).user.id;
  });
  afterAll(() => t.close());

  it("lists only active courses, 20 per page by default", async () => {
    const res = await get("/courses");
    expect(res.status).toBe(200);
    const body = await res.json();
    const active = await t.database.db.select().from(programs).where(eq(programs.isActive, true));
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: active.length, total_pages: 1 });
    expect(body.data).toHaveLength(active.length);
    expect(body.data.every((c: any) => c.is_active)).toBe(true);
    expect(Object.keys(body.data[0]).sort()).toEqual(["category", "description", "duration", "features", "id", "is_active", "level", "price", "title"]);
  });

  it("filters by category and level and pages", async () => {
    const nlp = await (await get("/courses?category=nlp")).json();
    expect(nlp.data.length).toBeGreaterThan(0);
    expect(nlp.data.every((c: any) => c.category === "nlp")).toBe(true);
    const advanced = await (await get("/courses?level=advanced")).json();
    expect(advanced.data.every((c: any) => c.level === "advanced")).toBe(true);
    const page2 = await (await get("/courses?limit=5&page=2")).json();
    expect(page2.pagination).toMatchObject({ page: 2, limit: 5 });
    expect(page2.data).toHaveLength(5);
    const all = await (await get("/courses?limit=100")).json();
    expect(page2.data.map((c: any) => c.id)).toEqual(all.data.slice(5, 10).map((c: any) => c.id));
  });

  it.each([
    ["/courses?limit=101", "limit"],
    ["/courses?limit=0", "limit"],
    ["/courses?page=-1", "page"],
    ["/courses?page=abc", "page"],
    ["/courses?category=astrology", "category"],
    ["/courses?level=expert", "level"],
  ])("answers %s with 400 naming %s", async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toBeTruthy();
  });

  it("returns one course, and 404 for unknown, malformed or inactive ids", async () => {
    const [first] = (await (await get("/courses")).json()).data;
    expect(await (await get(`/courses/${first.id}`)).json()).toEqual(first);
    expect((await get("/courses/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get("/courses/not-a-uuid")).status).toBe(404);
    const [inactive] = await t.database.db.select().from(programs).where(eq(programs.isActive, false));
    expect((await get(`/courses/${inactive.id}`)).status).toBe(404);
  });

  it("enrols a signed-in user once: 401 signed out, 201, then 409", async () => {
    const [course] = (await (await get("/courses")).json()).data;
    expect((await post(`/courses/${course.id}/enroll`, {})).status).toBe(401);
    const created = await post(`/courses/${course.id}/enroll`, { payment_method: "upi" }, { cookie });
    expect(created.status).toBe(201);
    const { enrollment } = await created.json();
    expect(enrollment).toMatchObject({ user_id: userId, program_id: course.id, status: "active", progress: 0, completed_modules: [] });
    expect(enrollment.program).toEqual({ title: course.title, category: course.category, duration: course.duration, level: course.level, features: course.features });
    const again = await post(`/courses/${course.id}/enroll`, {}, { cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: "already_enrolled" });
    expect((await post(`/courses/${course.id}/enroll`, { payment_method: "bitcoin" }, { cookie: otherCookie })).status).toBe(400);
  });

  it("keeps one enrolment when 20 requests arrive at once", async () => {
    const course = (await (await get("/courses")).json()).data[1];
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(`/courses/${course.id}/enroll`, {}, { cookie: otherCookie })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const mine = await (await get("/me/enrollments", { cookie: otherCookie })).json();
    expect(mine.enrollments.filter((e: any) => e.program_id === course.id)).toHaveLength(1);
  });

  it("tracks module progress to completion and back", async () => {
    const [course] = (await (await get("/courses")).json()).data;
    const total = course.features.length;
    const mark = (module_id: unknown, completed: unknown, headers = { cookie }) => post(`/courses/${course.id}/progress`, { module_id, completed }, headers);
    expect((await mark(total + 1, true)).status).toBe(400);
    expect((await mark(0, true)).status).toBe(400);
    expect((await mark(1, "yes")).status).toBe(400);
    const course2 = (await (await get("/courses")).json()).data[2];
    expect((await post(`/courses/${course2.id}/progress`, { module_id: 1, completed: true }, { cookie })).status).toBe(404);

    let last: any;
    for (let m = 1; m <= total; m++) {
      const res = await mark(m, true);
      expect(res.status).toBe(200);
      last = (await res.json()).enrollment;
      expect(last.progress).toBe(Math.round((m / total) * 100));
    }
    expect(last).toMatchObject({ status: "completed", progress: 100 });
    expect((await (await mark(1, true)).json()).enrollment.completed_modules).toHaveLength(total);
    const undone = (await (await mark(1, false)).json()).enrollment;
    expect(undone).toMatchObject({ status: "active", progress: Math.round(((total - 1) / total) * 100) });
  });

  it("shows a user their own progress and no one else's", async () => {
    const own = await get(`/users/${userId}/progress`, { cookie });
    expect(own.status).toBe(200);
    expect((await own.json()).enrollments.length).toBeGreaterThan(0);
    expect((await get(`/users/${userId}/progress`, { cookie: otherCookie })).status).toBe(403);
    expect((await get(`/users/${userId}/progress`)).status).toBe(401);
  });

  it("logs in with the REST API and uses the bearer token", async () => {
    const bad = await post("/auth/login", { email: "learner@example.com", password: "Wr0ngPassword" });
    expect(bad.status).toBe(401);
    expect((await post("/auth/login", { email: "nope" })).status).toBe(400);
    const res = await post("/auth/login", { email: "Learner@Example.com", password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token_type: "Bearer", user: { id: userId, email: "learner@example.com", name: "Asha Verma" } });
    expect(body.expires_in).toBeGreaterThan(0);
    token = body.token;
    refreshToken = body.refresh_token;
    const mine = await get(`/users/${userId}/progress`, { authorization: `Bearer ${token}` });
    expect(mine.status).toBe(200);
    // A bearer request needs no Origin: it cannot be forged by another site.
    const course = (await (await get("/courses")).json()).data[3];
    const enrol = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/courses/${course.id}/enroll`, { method: "POST", headers: { authorization: `Bearer ${token}` } }),
    );
    expect(enrol.status).toBe(201);
    expect((await get("/me", { authorization: "Bearer not-a-token" })).status).toBe(401);
  });

  it("rotates refresh tokens: an old one stops working", async () => {
    const res = await post("/auth/refresh", { refresh_token: refreshToken });
    expect(res.status).toBe(200);
    const next = await res.json();
    expect(next.refresh_token).not.toBe(refreshToken);
    expect((await get("/me", { authorization: `Bearer ${next.token}` })).status).toBe(200);
    expect((await get("/me", { authorization: `Bearer ${token}` })).status).toBe(401);
    const reused = await post("/auth/refresh", { refresh_token: refreshToken });
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe("invalid_refresh_token");
    expect((await post("/auth/refresh", {})).status).toBe(400);
  });

  it("registers through the REST API with e-mail confirmation", async () => {
    const res = await post("/auth/register", { email: "api.user@example.com", password, name: "Api User" });
    expect(res.status).toBe(201);
    expect((await res.json()).user.email).toBe("api.user@example.com");
    expect(t.mail.findLast((m) => m.to === "api.user@example.com")?.subject).toBe("Confirm your e-mail address");
    expect((await post("/auth/login", { email: "api.user@example.com", password })).status).toBe(403);
    const dupe = await post("/auth/register", { email: "api.user@example.com", password, name: "Api User" });
    expect(dupe.status).toBe(409);
    expect((await post("/auth/register", { email: "short@example.com", password: "short", name: "X" })).status).toBe(400);
  });
});
