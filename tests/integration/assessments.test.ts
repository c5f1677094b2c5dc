import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, scoreAssessment } from "#contracts/assessments";
import { sessionTokenHash } from "../../server/auth/session-tokens.server";
import type { DatabaseHandle } from "../../server/db/client.server";
import { assessmentResults, memberships, organisations, organisationTeams, sessions, users } from "../../server/db/schema";
import { signedInUser } from "./accounts";
import { apiCalls, createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

// The self-assessments' saved results and the team's Skill Gap scores (issue 28, item 6): the server
// scores the answers itself, a result counts for an organisation only from its members, and only
// that organisation's managers read the team's means. Every expected mean is computed here from the
// answers sent, with the contracts' scoring.

type Db = DatabaseHandle["db"];
const gap = assessments["skill-gap"];
const answersOf = (points: number[]) => Object.fromEntries(gap.questions.map((q, i) => [q.id, points[i]]));

async function person(db: Db, name: string) {
  const id = randomUUID();
  const token = randomBytes(24).toString("hex");
  await db.insert(users).values({ id, name, email: `${name.toLowerCase().replace(/\W+/g, ".")}.${randomBytes(2).toString("hex")}@example.com`, emailVerified: true });
  await db.insert(sessions).values({ id: randomUUID(), token: sessionTokenHash(token), userId: id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { id, auth: { authorization: `Bearer ${token}` } };
}

describe.each(databaseKinds)("self-assessments on %s", { timeout: 180_000 }, (kind) => {
  let t: TestApp;
  const { get, post } = apiCalls(() => t);
  let orgId: string;
  let otherOrgId: string;
  let dataTeam: string;
  let manager: Awaited<ReturnType<typeof person>>;
  let asha: Awaited<ReturnType<typeof person>>;
  let bala: Awaited<ReturnType<typeof person>>;
  let chen: Awaited<ReturnType<typeof person>>;
  let outsider: Awaited<ReturnType<typeof person>>;
  let otherManager: Awaited<ReturnType<typeof person>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const [org] = await db.insert(organisations).values({ name: "Acme Learning", plan: "corporate", seats: 40, status: "active" }).returning();
    const [other] = await db.insert(organisations).values({ name: "Other Corp", plan: "corporate", seats: 40, status: "active" }).returning();
    orgId = org.id;
    otherOrgId = other.id;
    const [data] = await db.insert(organisationTeams).values({ organisationId: orgId, name: "Data" }).returning();
    dataTeam = data.id;
    [manager, asha, bala, chen, outsider, otherManager] = await Promise.all(["Mira Manager", "Asha Verma", "Bala Iyer", "Chen Li", "Olu Outsider", "Oscar Other"].map((n) => person(db, n)));
    await db.insert(memberships).values([
      { organisationId: orgId, userId: manager.id, role: "manager", teamId: null },
      { organisationId: orgId, userId: asha.id, role: "learner", teamId: dataTeam },
      { organisationId: orgId, userId: bala.id, role: "learner", teamId: dataTeam },
      { organisationId: orgId, userId: chen.id, role: "learner", teamId: null },
      { organisationId: otherOrgId, userId: otherManager.id, role: "manager", teamId: null },
    ]);
  }, 300_000);
  afterAll(() => t?.close());

  it("saves a result scored by the server and lists it as the visitor's own", async () => {
    const answers = answersOf([3, 2, 1, 0, 0, 0, 3, 3, 3, 1, 1, 1]);
    const res = await post("/me/assessments/skill-gap", { answers }, outsider.auth);
    expect(res.status).toBe(201);
    const saved = await res.json();
    const expected = scoreAssessment(gap, answers);
    expect(saved).toMatchObject({ tool: "skill-gap", overall: expected.overall, dimensions: expected.dimensions, organisation_id: null });
    const [row] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, saved.id));
    expect(row).toMatchObject({ userId: outsider.id, answers, overall: expected.overall });

    const mine = await (await get("/me/assessments/skill-gap", outsider.auth)).json();
    expect(mine.results.map((r: { id: string }) => r.id)).toEqual([saved.id]);
    // Another person's list and the other tool's list do not show it.
    expect((await (await get("/me/assessments/skill-gap", asha.auth)).json()).results).toEqual([]);
    expect((await (await get("/me/assessments/readiness", outsider.auth)).json()).results).toEqual([]);
  });

  it("refuses a visitor (401), a cookie session without the site's Origin (403), bad bodies (400) and an unknown tool (404)", async () => {
    const answers = answersOf(Array(12).fill(1));
    expect((await t.app.request(postJson("/api/v1/me/assessments/skill-gap", { answers }))).status).toBe(401);
    expect((await get("/me/assessments/skill-gap")).status).toBe(401);

    const { cookie } = await signedInUser(t, "cookie.saver@example.com");
    const noOrigin = await t.app.request(`${TEST_ORIGIN}/api/v1/me/assessments/skill-gap`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: "https://evil.example" },
      body: JSON.stringify({ answers }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await t.app.request(postJson("/api/v1/me/assessments/skill-gap", { answers }, { cookie }))).status).toBe(201);

    const { s5: _, ...missing } = answers;
    for (const body of [{}, { answers: missing }, { answers: { ...answers, s5: 4 } }, { answers: { ...answers, r1: 2 } }, { answers: "all good" }, { answers, organisation_id: "nope" }]) {
      const res = await post("/me/assessments/skill-gap", body, asha.auth);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toBe("validation_error");
    }
    const missingAnswer = await (await post("/me/assessments/skill-gap", { answers: missing }, asha.auth)).json();
    expect(missingAnswer.error.fields).toEqual({ "answers.s5": "Choose an answer." });
    expect((await post("/me/assessments/nothing", { answers }, asha.auth)).status).toBe(404);
    // Readiness answers are checked against the readiness questions.
    expect((await post("/me/assessments/readiness", { answers }, asha.auth)).status).toBe(400);
    // Linking to an organisation one is not a member of: 404, nothing stored.
    const before = (await t.database.db.select().from(assessmentResults)).length;
    expect((await post("/me/assessments/skill-gap", { answers, organisation_id: orgId }, outsider.auth)).status).toBe(404);
    expect((await t.database.db.select().from(assessmentResults)).length).toBe(before);
  });

  it("a manager sends the analyzer to a team: each member (not the sender) gets a link to it for the organisation", async () => {
    t.mail.length = 0;
    const res = await post(`/organisations/${orgId}/skill-gap/requests`, { team_id: dataTeam }, manager.auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 2 });
    const [ashaEmail, balaEmail] = await Promise.all([asha, bala].map(async (p) => (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0].email));
    // Only the analyzer's mails: an earlier sign-up's confirmation may still arrive.
    const requests = () => t.mail.filter((m) => m.subject.includes("Skill Gap Analyzer"));
    expect(requests().map((m) => m.to).sort()).toEqual([ashaEmail, balaEmail].sort());
    expect(requests()[0].text).toContain(`${TEST_ORIGIN}/resources/skill-gap-analyzer?org=${orgId}`);
    expect(requests()[0].subject).toBe("Mira Manager asks you to take the Skill Gap Analyzer for Acme Learning");

    t.mail.length = 0;
    expect(await (await post(`/organisations/${orgId}/skill-gap/requests`, {}, manager.auth)).json()).toEqual({ sent: 3 });
    expect(requests()).toHaveLength(3);
  });

  it("the team's scores are the means of each member's latest result saved for the organisation", async () => {
    const empty = await (await get(`/organisations/${orgId}/skill-gap`, manager.auth)).json();
    expect(empty).toEqual({ members: 4, answered: 0, dimensions: gap.dimensions.map((d) => ({ id: d.id, label: d.label, score: null })) });

    const first = answersOf([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const ashaLatest = answersOf([3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0]);
    const balaAnswers = answersOf([1, 1, 1, 1, 1, 1, 3, 3, 3, 2, 1, 0]);
    const chenAnswers = answersOf([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    for (const [who, answers] of [[asha, first], [asha, ashaLatest], [bala, balaAnswers], [chen, chenAnswers]] as const) {
      expect((await post("/me/assessments/skill-gap", { answers, organisation_id: orgId }, who.auth)).status).toBe(201);
    }
    // Saved without the organisation: not the team's.
    expect((await post("/me/assessments/skill-gap", { answers: first }, chen.auth)).status).toBe(201);

    const mean = (results: Record<string, number>[], id: string) => Math.round(results.reduce((s, r) => s + scoreAssessment(gap, r).dimensions.find((d) => d.id === id)!.score, 0) / results.length);
    const whole = await (await get(`/organisations/${orgId}/skill-gap`, manager.auth)).json();
    expect(whole).toEqual({ members: 4, answered: 3, dimensions: gap.dimensions.map((d) => ({ id: d.id, label: d.label, score: mean([ashaLatest, balaAnswers, chenAnswers], d.id) })) });
    const team = await (await get(`/organisations/${orgId}/skill-gap?team_id=${dataTeam}`, manager.auth)).json();
    expect(team).toEqual({ members: 2, answered: 2, dimensions: gap.dimensions.map((d) => ({ id: d.id, label: d.label, score: mean([ashaLatest, balaAnswers], d.id) })) });

    // A member who leaves no longer counts.
    await t.database.db.delete(memberships).where(eq(memberships.userId, bala.id));
    expect((await (await get(`/organisations/${orgId}/skill-gap?team_id=${dataTeam}`, manager.auth)).json()).answered).toBe(1);
  });

  it("only the organisation's managers read and send: a learner 403, another organisation's manager and a stranger 404, a visitor 401", async () => {
    expect((await get(`/organisations/${orgId}/skill-gap`, asha.auth)).status).toBe(403);
    expect((await post(`/organisations/${orgId}/skill-gap/requests`, {}, asha.auth)).status).toBe(403);
    for (const who of [otherManager, outsider]) {
      const read = await get(`/organisations/${orgId}/skill-gap`, who.auth);
      expect(read.status).toBe(404);
      expect(await read.text()).not.toContain("Acme");
      expect((await post(`/organisations/${orgId}/skill-gap/requests`, {}, who.auth)).status).toBe(404);
    }
    expect((await get(`/organisations/${orgId}/skill-gap`)).status).toBe(401);
    expect((await t.app.request(postJson(`/api/v1/organisations/${orgId}/skill-gap/requests`, {}))).status).toBe(401);
    // Another organisation's team named under this one: 404.
    const [otherTeam] = await t.database.db.insert(organisationTeams).values({ organisationId: otherOrgId, name: "Theirs" }).returning();
    expect((await get(`/organisations/${orgId}/skill-gap?team_id=${otherTeam.id}`, manager.auth)).status).toBe(404);
    expect((await post(`/organisations/${orgId}/skill-gap/requests`, { team_id: otherTeam.id }, manager.auth)).status).toBe(404);
    expect((await post(`/organisations/${orgId}/skill-gap/requests`, { team_id: "nope" }, manager.auth)).status).toBe(400);
    // The other organisation's manager sees none of Acme's results in their own.
    expect((await (await get(`/organisations/${otherOrgId}/skill-gap`, otherManager.auth)).json()).answered).toBe(0);
  });
});
