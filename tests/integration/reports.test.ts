import { randomBytes, randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionTokenHash } from "../../server/auth/session-tokens.server";
import type { DatabaseHandle } from "../../server/db/client.server";
import {
  assignments,
  certificates,
  enrollments,
  memberships,
  moduleCompletions,
  organisationApiKeys,
  organisations,
  organisationTeams,
  programModules,
  programs,
  sessions,
  users,
} from "../../server/db/schema";
import { hashSecret } from "../../server/organisations/access.server";
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from "./test-app";

// The team reports (issue 27) against an organisation built by hand: every number below is counted
// from the rows made here, not from what the server answered before.

type Db = DatabaseHandle["db"];
const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

async function person(db: Db, orgId: string, name: string, role: "owner" | "manager" | "learner", teamId: string | null) {
  const id = randomUUID();
  const token = randomBytes(24).toString("hex");
  await db.insert(users).values({ id, name, email: `${name.replace(/\W+/g, ".").replace(/^\.|\.$/g, "").toLowerCase() || "x"}.${randomBytes(2).toString("hex")}@example.com`, emailVerified: true });
  await db.insert(sessions).values({ id: randomUUID(), token: sessionTokenHash(token), userId: id, expiresAt: new Date(Date.now() + 3_600_000) });
  await db.insert(memberships).values({ organisationId: orgId, userId: id, role, teamId });
  return { id, auth: { authorization: `Bearer ${token}` } };
}

describe.each(databaseKinds)("team reports on %s", (kind) => {
  let t: TestApp;
  let orgId: string;
  let dataTeam: string;
  let p1: { id: string; title: string; modules: { id: string; title: string }[] };
  let p2: { id: string; title: string };
  let manager: Awaited<ReturnType<typeof person>>;
  let learner: Awaited<ReturnType<typeof person>>;
  let asha: Awaited<ReturnType<typeof person>>;
  let stranger: Awaited<ReturnType<typeof person>>;
  const key = `cxo_${randomBytes(24).toString("base64url")}`;
  const get = (path: string, headers: Record<string, string>) => t.app.request(`${TEST_ORIGIN}/api/v1/organisations/${orgId}${path}`, { headers });
  const json = async (path: string, headers: Record<string, string>) => {
    const res = await get(path, headers);
    expect(res.status, path).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const db = t.database.db;
    const [org] = await db.insert(organisations).values({ name: "Acme Learning", plan: "corporate", seats: 40, status: "active" }).returning();
    orgId = org.id;
    const [data] = await db.insert(organisationTeams).values({ organisationId: orgId, name: "Data" }).returning();
    const [sales] = await db.insert(organisationTeams).values({ organisationId: orgId, name: "Sales" }).returning();
    dataTeam = data.id;
    const active = await db.select({ id: programs.id, title: programs.title }).from(programs).where(eq(programs.isActive, true)).orderBy(asc(programs.title)).limit(2);
    const modules = await db.select({ id: programModules.id, title: programModules.title }).from(programModules).where(eq(programModules.programId, active[0].id)).orderBy(asc(programModules.position));
    p1 = { ...active[0], modules };
    p2 = active[1];
    expect(modules.length).toBeGreaterThan(1);

    manager = await person(db, orgId, "Mira Manager", "manager", null);
    asha = await person(db, orgId, "Asha Verma", "learner", data.id);
    const bala = await person(db, orgId, "Bala Iyer", "learner", data.id);
    const chen = await person(db, orgId, "Chen Li", "learner", sales.id);
    // A name that a spreadsheet would run as a formula.
    const dev = await person(db, orgId, '=HYPERLINK("http://evil.example","Dev")', "learner", null);
    learner = bala;
    await db.insert(organisationApiKeys).values({ organisationId: orgId, name: "HR", prefix: key.slice(0, 9), keyHash: hashSecret(key) });

    const [other] = await db.insert(organisations).values({ name: "Other Org", plan: "essentials", seats: 20, status: "active" }).returning();
    stranger = await person(db, other.id, "Sam Stranger", "owner", null);

    const now = new Date();
    const assign = async (userId: string, programId: string, dueDate: string | null, enrollment: Partial<typeof enrollments.$inferInsert>) => {
      await db.insert(assignments).values({ organisationId: orgId, programId, userId, dueDate });
      const [e] = await db.insert(enrollments).values({ userId, programId, paymentMethod: "organisation", ...enrollment }).returning();
      return e;
    };
    // Asha: P1 completed this week with a certificate; P2 half done, due in 10 days.
    const ashaP1 = await assign(asha.id, p1.id, day(5), { status: "completed", progress: 100, completedAt: now, lastActivityAt: now });
    await db.insert(moduleCompletions).values(modules.map((m) => ({ enrollmentId: ashaP1.id, moduleId: m.id, completedAt: now })));
    await db.insert(certificates).values({ code: "ABCDEFGHJKMN", enrollmentId: ashaP1.id, userId: asha.id, learnerName: "Asha Verma", programTitle: p1.title, programLevel: "beginner", programDuration: "4 weeks" });
    await assign(asha.id, p2.id, day(10), { progress: 50, lastActivityAt: now });
    // Bala: P1 not started and due three days ago (overdue); P2 not started, no due date.
    await assign(bala.id, p1.id, day(-3), {});
    await assign(bala.id, p2.id, null, {});
    // Chen: P1 under way but overdue.
    const chenP1 = await assign(chen.id, p1.id, day(-1), { progress: 40, lastActivityAt: new Date(now.getTime() - 2 * DAY) });
    await db.insert(moduleCompletions).values({ enrollmentId: chenP1.id, moduleId: modules[0].id });
    // Dev: P1 completed 20 weeks ago (before the weekly chart's 12 weeks).
    const long = new Date(now.getTime() - 140 * DAY);
    await assign(dev.id, p1.id, null, { status: "completed", progress: 100, completedAt: long, lastActivityAt: long });
  });
  afterAll(() => t.close());

  it("counts each program's assignments by state, and the completions per week", async () => {
    const report = await json("/reports/programs", manager.auth);
    expect(report.as_of).toBe(day(0));
    expect(report.programs).toEqual([
      { program_id: p1.id, title: p1.title, assigned: 4, not_started: 0, in_progress: 0, completed: 2, overdue: 2 },
      { program_id: p2.id, title: p2.title, assigned: 2, not_started: 1, in_progress: 1, completed: 0, overdue: 0 },
    ]);
    expect(report.weekly).toHaveLength(12);
    expect(report.weekly.at(-1).completed).toBe(1);
    expect(report.weekly.reduce((sum: number, w: { completed: number }) => sum + w.completed, 0)).toBe(1);
    const monday = new Date(`${report.weekly.at(-1).week_start}T00:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
    expect(Date.now() - monday.getTime()).toBeLessThan(7 * DAY);
  });

  it("counts by team, for every program or one", async () => {
    const all = await json("/reports/teams", manager.auth);
    expect(all.teams).toEqual([
      { team_id: dataTeam, name: "Data", assigned: 4, not_started: 1, in_progress: 1, completed: 1, overdue: 1 },
      { team_id: expect.any(String), name: "Sales", assigned: 1, not_started: 0, in_progress: 0, completed: 0, overdue: 1 },
      { team_id: null, name: "", assigned: 1, not_started: 0, in_progress: 0, completed: 1, overdue: 0 },
    ]);
    const one = await json(`/reports/teams?program_id=${p2.id}`, manager.auth);
    expect(one.teams).toEqual([{ team_id: dataTeam, name: "Data", assigned: 2, not_started: 1, in_progress: 1, completed: 0, overdue: 0 }]);
  });

  it("lists people and programs, searchable, filtered and paged", async () => {
    const all = await json("/reports/people", manager.auth);
    expect(all.total).toBe(6);
    expect(all.rows.map((r: any) => [r.name, r.program_title, r.state, r.progress])).toEqual([
      ['=HYPERLINK("http://evil.example","Dev")', p1.title, "completed", 100],
      ["Asha Verma", p1.title, "completed", 100],
      ["Asha Verma", p2.title, "in_progress", 50],
      ["Bala Iyer", p1.title, "overdue", 0],
      ["Bala Iyer", p2.title, "not_started", 0],
      ["Chen Li", p1.title, "overdue", 40],
    ]);
    expect(all.rows[1]).toMatchObject({ team: "Data", due_date: day(5), certificate: { code: "ABCDEFGHJKMN", verification_url: "http://localhost:3000/certificates/verify?code=ABCD-EFGH-JKMN" } });
    expect(all.rows[1].completed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(all.rows[4]).toMatchObject({ last_activity_at: null, completed_at: null, certificate: null, due_date: null });

    const names = async (query: string) => (await json(`/reports/people?${query}`, manager.auth)).rows.map((r: any) => `${r.name}/${r.program_id === p1.id ? 1 : 2}`);
    expect(await names("state=overdue")).toEqual(["Bala Iyer/1", "Chen Li/1"]);
    expect(await names(`team_id=${dataTeam}&program_id=${p2.id}`)).toEqual(["Asha Verma/2", "Bala Iyer/2"]);
    expect(await names("team_id=none")).toEqual(['=HYPERLINK("http://evil.example","Dev")/1']);
    expect(await names("q=ASHA")).toEqual(["Asha Verma/1", "Asha Verma/2"]);
    expect(await names("q=%25")).toEqual([]);
    const page = await json("/reports/people?limit=2&offset=2", manager.auth);
    expect(page.total).toBe(6);
    expect(page.rows.map((r: any) => r.name)).toEqual(["Asha Verma", "Bala Iyer"]);
    expect((await json("/reports/people?offset=100", manager.auth)).total).toBe(6);

    const bad = await get("/reports/people?state=lost&team_id=abc", manager.auth);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("validation_error");
  });

  it("shows one person's programs module by module", async () => {
    const report = await json(`/reports/people/${asha.id}`, manager.auth);
    expect(report.person).toEqual({ user_id: asha.id, name: "Asha Verma", email: expect.stringContaining("@example.com"), team: "Data", role: "learner" });
    expect(report.programs.map((p: any) => [p.title, p.state, p.progress])).toEqual([
      [p1.title, "completed", 100],
      [p2.title, "in_progress", 50],
    ]);
    expect(report.programs[0].modules.map((m: any) => m.title)).toEqual(p1.modules.map((m) => m.title));
    expect(report.programs[0].modules.every((m: any) => m.completed_at)).toBe(true);
    expect((await get(`/reports/people/${stranger.id}`, manager.auth)).status).toBe(404);
  });

  it("is read by managers and the organisation's API key; refused to learners, strangers and visitors", async () => {
    const byKey = await json("/reports/programs", { authorization: `Bearer ${key}` });
    expect(byKey.programs).toHaveLength(2);
    expect((await get("/reports/people", { authorization: `Bearer ${key}` })).status).toBe(200);
    expect((await get("/reports/programs", learner.auth)).status).toBe(403);
    expect((await get("/reports/programs", stranger.auth)).status).toBe(404);
    expect((await get("/reports/people.csv", stranger.auth)).status).toBe(404);
    expect((await get("/reports/programs", {})).status).toBe(401);
    expect((await get("/reports/programs", { authorization: "Bearer cxo_wrong" })).status).toBe(401);
  });

  it("exports the filtered table as CSV and as a real .xlsx, the same rows, formulas neutralised", async () => {
    const table = (await json("/reports/people?limit=200", manager.auth)).rows;
    const csvRes = await get("/reports/people.csv", manager.auth);
    expect(csvRes.status).toBe(200);
    expect(csvRes.headers.get("content-type")).toContain("text/csv");
    expect(csvRes.headers.get("content-disposition")).toMatch(/^attachment; filename="acme-learning-people-\d{4}-\d\d-\d\d\.csv"$/);
    const csv: string[][] = parse(await csvRes.text());
    expect(csv[0]).toEqual(["Name", "E-mail", "Team", "Program", "Progress (%)", "State", "Due date", "Last activity", "Completed", "Certificate"]);
    expect(csv.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual(table.map((r: any) => [r.name.startsWith("=") ? `'${r.name}` : r.name, r.program_title, String(r.progress)]));
    expect(csv[2][9]).toBe("http://localhost:3000/certificates/verify?code=ABCD-EFGH-JKMN");

    const xlsxRes = await get("/reports/people.xlsx?state=completed", manager.auth);
    expect(xlsxRes.status).toBe(200);
    expect(xlsxRes.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxRes.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0][0]).toBe("Name");
    expect(values.slice(1).map((r) => [r[0], r[3], r[4], r[5]])).toEqual([
      [`'=HYPERLINK("http://evil.example","Dev")`, p1.title, 100, "Completed"],
      ["Asha Verma", p1.title, 100, "Completed"],
    ]);
  });
});
