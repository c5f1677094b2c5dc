import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../server/db/schema";
import { apiCalls, createTestApp, databaseKinds, type TestApp } from "./test-app";
import { signedInUser } from "./accounts";

// server/programs/catalogue-routes.server.ts (with the enrolment queries of server/enrollments/).

describe.each(databaseKinds)("catalogue, enrolment and progress on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let userId: string;

  const { get, post } = apiCalls(() => t);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    ({ cookie, id: userId } = await signedInUser(t, "learner@example.com"));
    ({ cookie: otherCookie } = await signedInUser(t, "other@example.com"));
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
    const detail = await (await get(`/courses/${first.id}`)).json();
    // The course with its modules (the seed makes one per feature).
    expect(detail).toEqual({ ...first, modules: first.features.map((title: string, i: number) => ({ id: expect.any(String), position: i + 1, title, summary: "", duration_minutes: null })) });
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
    expect(enrollment).toMatchObject({ user_id: userId, course_id: course.id, status: "active", progress: 0, completed_modules: [] });
    expect(enrollment.course).toEqual({ title: course.title, category: course.category, duration: course.duration, level: course.level, features: course.features });
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
    expect(mine.enrollments.filter((e: any) => e.course_id === course.id)).toHaveLength(1);
  });

  it("tracks module progress to completion and back (modules by number, the API's first form)", async () => {
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
});
