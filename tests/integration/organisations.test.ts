import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionTokenHash } from "../../server/auth/session-tokens.server";
import type { DatabaseHandle } from "../../server/db/client.server";
import { contactInquiries, invitations, memberships, organisations, programs, sessions, users } from "../../server/db/schema";
import { linkIn, sessionCookie, signedInUser, signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { enrollTwoFactor, viaApp } from "./two-factor";
import { apiCalls, createTestApp, databaseKinds, freshDatabase, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

// server/organisations: starting a trial, inviting within the seats, accepting, teams, assignments,
// trial end and staff's changes, leaving and deleting. The isolation matrix is in
// organisations-isolation.test.ts.

const STAFF = "staff@cortexa.test";

async function quickMember(db: DatabaseHandle["db"], orgId: string, role: "manager" | "learner" = "learner") {
  const id = randomUUID();
  const token = randomBytes(24).toString("hex");
  await db.insert(users).values({ id, name: "Quick Member", email: `quick-${randomBytes(4).toString("hex")}@example.com`, emailVerified: true });
  await db.insert(sessions).values({ id: randomUUID(), token: sessionTokenHash(token), userId: id, expiresAt: new Date(Date.now() + 3_600_000) });
  await db.insert(memberships).values({ organisationId: orgId, userId: id, role });
  return { id, bearer: `Bearer ${token}` };
}

describe.each(databaseKinds)("organisations on %s", (kind) => {
  let t: TestApp;
  let owner: { cookie: string; id: string };
  let orgId: string;
  let courseId: string;

  const { send } = apiCalls(() => t);
  const req = (method: string, path: string, body: unknown, cookie: string) => send(method, path, body, { cookie });
  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`${TEST_ORIGIN}/api/v1${path}`, { headers });
  const post = (path: string, body: unknown, cookie: string) => req("POST", path, body, cookie);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, adminEmails: [STAFF] });
    owner = await signedInUser(t, "lead@acme.test");
    const [course] = await t.database.db.select({ id: programs.id }).from(programs).where(eq(programs.isActive, true)).limit(1);
    courseId = course.id;
  });
  afterAll(() => t.close());

  it("starts an organisation on a 14-day trial with its creator as owner", async () => {
    expect((await t.app.request(postJson("/api/v1/organisations", { name: "Acme", plan: "essentials" }))).status).toBe(401);
    const bad = await post("/organisations", { name: "", plan: "gold" }, owner.cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toMatchObject({ name: expect.any(String), plan: "Choose a plan" });

    const res = await post("/organisations", { name: "Acme Learning", plan: "essentials" }, owner.cookie);
    expect(res.status).toBe(201);
    const { organisation } = await res.json();
    expect(organisation).toMatchObject({ name: "Acme Learning", plan: "essentials", plan_name: "AI Training Essentials", status: "trial", seats: 20, seats_used: 1, role: "owner", read_only: false });
    const days = (new Date(organisation.trial_ends_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    orgId = organisation.id;
    const mine = await (await get("/organisations", { cookie: owner.cookie })).json();
    expect(mine.organisations.map((o: any) => o.id)).toEqual([orgId]);
  });

  it("sends a quote request to the staff inbox, marked with the plan", async () => {
    const res = await post("/quote-requests", { organisation: "Globex", team_size: 300, needs: "GenAI for all managers, ML for analysts." }, owner.cookie);
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, (await res.json()).id));
    expect(row).toMatchObject({ subject: "Quote request: AI Excellence Partnership", company: "Globex", email: "lead@acme.test", status: "new" });
    expect(row.message).toContain("Team size: 300");
  });

  it("invites people (mails with a 7-day link), skips members, and resends and revokes", async () => {
    const before = t.mail.length;
    const res = await post(
      `/organisations/${orgId}/invitations`,
      { people: [{ email: "Ravi@Example.com", name: "Ravi Kumar", team: "Data" }, { email: "meera@example.com", team: "Sales" }, { email: "lead@acme.test" }] },
      owner.cookie,
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.invited.map((i: any) => [i.email, i.team, i.role])).toEqual([
      ["ravi@example.com", "Data", "learner"],
      ["meera@example.com", "Sales", "learner"],
    ]);
    expect(body.already_members).toEqual(["lead@acme.test"]);
    const mails = t.mail.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(["meera@example.com", "ravi@example.com"]);
    expect(mails[0].subject).toBe("Asha Verma invited you to Acme Learning on Cortexa AI");
    expect(linkIn(mails[0].text, "/team/join?token=")).toMatch(/^http:\/\/localhost:3000\/team\/join\?token=[\w-]{40,}$/);

    const people = await (await get(`/organisations/${orgId}/people`, { cookie: owner.cookie })).json();
    expect(people).toMatchObject({ seats: 20, seats_used: 3 });
    expect(people.members).toHaveLength(1);
    expect(people.invitations).toHaveLength(2);
    const teams = await (await get(`/organisations/${orgId}/teams`, { cookie: owner.cookie })).json();
    expect(teams.teams.map((x: any) => x.name)).toEqual(["Data", "Sales"]);

    // Resend: a new link, the old one stops working.
    const meera = people.invitations.find((i: any) => i.email === "meera@example.com");
    const oldLink = linkIn(t.mail.findLast((m) => m.to === "meera@example.com")!.text, "/team/join");
    const oldToken = new URL(oldLink).searchParams.get("token")!;
    expect((await post(`/organisations/${orgId}/invitations/${meera.id}/resend`, undefined, owner.cookie)).status).toBe(200);
    expect((await get(`/invitations/${oldToken}`)).status).toBe(404);
    const newToken = new URL(linkIn(t.mail.findLast((m) => m.to === "meera@example.com")!.text, "/team/join")).searchParams.get("token")!;
    expect(await (await get(`/invitations/${newToken}`)).json()).toMatchObject({ organisation: "Acme Learning", email: "meera@example.com", account_exists: false });

    // Revoke frees the seat and kills the link.
    expect((await req("DELETE", `/organisations/${orgId}/invitations/${meera.id}`, undefined, owner.cookie)).status).toBe(204);
    expect((await get(`/invitations/${newToken}`)).status).toBe(404);
    expect((await (await get(`/organisations/${orgId}`, { cookie: owner.cookie })).json()).organisation.seats_used).toBe(2);
  });

  it("accepts by signing up from the link (no confirmation mail) and by signing in with the invited address", async () => {
    const token = new URL(linkIn(t.mail.findLast((m) => m.to === "ravi@example.com")!.text, "/team/join")).searchParams.get("token")!;
    const weak = await t.app.request(postJson(`/api/v1/invitations/${token}/sign-up`, { name: "Ravi Kumar", password: "short" }));
    expect(weak.status).toBe(400);
    const mailsBefore = t.mail.length;
    const res = await t.app.request(postJson(`/api/v1/invitations/${token}/sign-up`, { name: "Ravi Kumar", password: TEST_PASSWORD }));
    expect(res.status).toBe(201);
    expect((await res.json()).organisation_id).toBe(orgId);
    expect(t.mail.length).toBe(mailsBefore);
    // The account is confirmed: it signs in at once.
    const signIn = await t.app.request(postJson("/api/auth/sign-in/email", { email: "ravi@example.com", password: TEST_PASSWORD }));
    expect(signIn.status).toBe(200);
    const raviCookie = sessionCookie(signIn);
    const mine = await (await get("/organisations", { cookie: raviCookie })).json();
    expect(mine.organisations[0]).toMatchObject({ id: orgId, role: "learner" });
    // The link is spent.
    expect((await t.app.request(postJson(`/api/v1/invitations/${token}/sign-up`, { name: "Ravi Kumar", password: TEST_PASSWORD }))).status).toBe(404);

    // An existing account accepts by signing in; another address cannot use the link.
    const existing = await signedInUser(t, "priya@example.com");
    const stranger = await signedInUser(t, "stranger@example.com");
    await post(`/organisations/${orgId}/invitations`, { people: [{ email: "priya@example.com" }] }, owner.cookie);
    const priyaToken = new URL(linkIn(t.mail.findLast((m) => m.to === "priya@example.com" && m.subject.includes("invited"))!.text, "/team/join")).searchParams.get("token")!;
    expect((await (await get(`/invitations/${priyaToken}`)).json()).account_exists).toBe(true);
    expect((await t.app.request(postJson(`/api/v1/invitations/${priyaToken}/sign-up`, { name: "Priya", password: TEST_PASSWORD }))).status).toBe(409);
    expect((await post(`/invitations/${priyaToken}/accept`, undefined, stranger.cookie)).status).toBe(403);
    expect((await post(`/invitations/${priyaToken}/accept`, undefined, existing.cookie)).status).toBe(200);
    const people = await (await get(`/organisations/${orgId}/people`, { cookie: owner.cookie })).json();
    expect(people.members.map((m: any) => m.email).sort()).toEqual(["lead@acme.test", "priya@example.com", "ravi@example.com"]);
    expect(people.invitations).toEqual([]);
    expect(people.seats_used).toBe(3);
  });

  it("assigns a course to a team and to people once, enrols them, and shows progress and due state", async () => {
    const teams = (await (await get(`/organisations/${orgId}/teams`, { cookie: owner.cookie })).json()).teams;
    const data = teams.find((x: any) => x.name === "Data");
    const res = await post(`/organisations/${orgId}/assignments`, { course_id: courseId, team_id: data.id, due_date: "2020-01-31" }, owner.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ assigned: 1, unchanged: 0 });
    const again = await post(`/organisations/${orgId}/assignments`, { course_id: courseId, team_id: data.id, due_date: "2030-01-31" }, owner.cookie);
    expect(await again.json()).toEqual({ assigned: 0, unchanged: 1 });

    const list = (await (await get(`/organisations/${orgId}/assignments`, { cookie: owner.cookie })).json()).assignments;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ email: "ravi@example.com", team: "Data", due_date: "2020-01-31", due_state: "overdue", progress: 0 });

    const signIn = await t.app.request(postJson("/api/auth/sign-in/email", { email: "ravi@example.com", password: TEST_PASSWORD }));
    const ravi = sessionCookie(signIn);
    const enrolments = (await (await get("/me/enrollments", { cookie: ravi })).json()).enrollments;
    expect(enrolments.map((e: any) => e.course_id)).toContain(courseId);
    const mine = (await (await get("/me/assignments", { cookie: ravi })).json()).assignments;
    expect(mine).toEqual([{ course_id: courseId, organisation: "Acme Learning", due_date: "2020-01-31", due_state: "overdue" }]);

    // A learner of the organisation cannot see the others' progress.
    expect((await get(`/organisations/${orgId}/assignments`, { cookie: ravi })).status).toBe(403);
    // Someone not a member cannot be assigned.
    const outsider = await signedInUser(t, "outsider@example.com");
    const refused = await post(`/organisations/${orgId}/assignments`, { course_id: courseId, user_ids: [outsider.id] }, owner.cookie);
    expect(refused.status).toBe(400);

    // Removing the assignment keeps the learner's enrolment.
    expect((await req("DELETE", `/organisations/${orgId}/assignments/${list[0].id}`, undefined, owner.cookie)).status).toBe(204);
    expect((await (await get("/me/enrollments", { cookie: ravi })).json()).enrollments.map((e: any) => e.course_id)).toContain(courseId);
    expect((await (await get("/me/assignments", { cookie: ravi })).json()).assignments).toEqual([]);
  });

  it("after the trial managers read but cannot invite or assign, until staff extend or activate it (audited)", async () => {
    await t.database.db.update(organisations).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(organisations.id, orgId));
    const org = (await (await get(`/organisations/${orgId}`, { cookie: owner.cookie })).json()).organisation;
    expect(org.read_only).toBe(true);
    expect((await get(`/organisations/${orgId}/people`, { cookie: owner.cookie })).status).toBe(200);
    const refused = await post(`/organisations/${orgId}/invitations`, { people: [{ email: "late@example.com" }] }, owner.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("organisation_read_only");
    expect((await post(`/organisations/${orgId}/assignments`, { course_id: courseId, user_ids: [owner.id] }, owner.cookie)).status).toBe(403);

    // Staff (two-factor sign-in) see it and extend the trial; a learner may not.
    expect((await get("/admin/organisations", { cookie: owner.cookie })).status).toBe(403);
    const { cookie: staffCookie } = await enrollTwoFactor(viaApp(t.app), await signUpConfirmed(t, STAFF), TEST_PASSWORD);
    const listRes = await get("/admin/organisations", { cookie: staffCookie });
    expect(listRes.status, await listRes.clone().text()).toBe(200);
    const list = (await listRes.json()).organisations;
    expect(list.find((o: any) => o.id === orgId)).toMatchObject({ owner_email: "lead@acme.test", seats: 20, seats_used: 3, status: "trial" });
    const extended = await post(`/admin/organisations/${orgId}`, { action: "extend", days: 7 }, staffCookie);
    expect(extended.status).toBe(200);
    expect((await extended.json()).organisation.status).toBe("trial");
    expect((await post(`/organisations/${orgId}/invitations`, { people: [{ email: "late@example.com" }] }, owner.cookie)).status).toBe(201);
    await post(`/admin/organisations/${orgId}`, { action: "suspend" }, staffCookie);
    expect((await post(`/organisations/${orgId}/assignments`, { course_id: courseId, user_ids: [owner.id] }, owner.cookie)).status).toBe(403);
    await post(`/admin/organisations/${orgId}`, { action: "activate" }, staffCookie);
    expect((await (await get(`/organisations/${orgId}`, { cookie: owner.cookie })).json()).organisation).toMatchObject({ status: "active", read_only: false, trial_ends_at: null });
    const audit = await t.database.db.execute(sql`select action, actor_email from organisation_audit_events where organisation_id = ${orgId} order by created_at`);
    expect((audit as any).rows.map((r: any) => r.action)).toEqual(["extend", "suspend", "activate"]);
  });

  it("a member leaves and keeps their progress; the last owner cannot leave; deleting an account frees its seat", async () => {
    const signIn = await t.app.request(postJson("/api/auth/sign-in/email", { email: "ravi@example.com", password: TEST_PASSWORD }));
    const ravi = sessionCookie(signIn);
    expect((await post(`/organisations/${orgId}/leave`, undefined, owner.cookie)).status).toBe(409);
    expect((await post(`/organisations/${orgId}/leave`, undefined, ravi)).status).toBe(204);
    expect((await get(`/organisations/${orgId}`, { cookie: ravi })).status).toBe(404);
    expect((await (await get("/me/enrollments", { cookie: ravi })).json()).enrollments.map((e: any) => e.course_id)).toContain(courseId);

    const used = async () => (await (await get(`/organisations/${orgId}`, { cookie: owner.cookie })).json()).organisation.seats_used;
    const before = await used();
    const [priya] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "priya@example.com"));
    const { eraseAccount } = await import("../../server/me/account-deletion.server");
    await t.database.db.transaction((tx) => eraseAccount(tx, priya.id));
    expect(await used()).toBe(before - 1);
  });

  it("owners make read-only API keys (shown once, stored hashed) that read members and assignments", async () => {
    const made = await post(`/organisations/${orgId}/api-keys`, { name: "HR system" }, owner.cookie);
    expect(made.status).toBe(201);
    const { key, secret } = await made.json();
    expect(secret).toMatch(/^cxo_/);
    const stored = await t.database.db.execute(sql`select key_hash from organisation_api_keys where id = ${key.id}`);
    expect(JSON.stringify((stored as any).rows)).not.toContain(secret);
    const auth = { authorization: `Bearer ${secret}` };
    expect((await get(`/organisations/${orgId}/people`, auth)).status).toBe(200);
    expect((await get(`/organisations/${orgId}/assignments`, auth)).status).toBe(200);
    // Read-only: a write with the key is not signed in.
    const write = await t.app.request(new Request(`${TEST_ORIGIN}/api/v1/organisations/${orgId}/invitations`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ people: [{ email: "x@example.com" }] }) }));
    expect(write.status).toBe(401);
    const keys = (await (await get(`/organisations/${orgId}/api-keys`, { cookie: owner.cookie })).json()).keys;
    expect(keys[0]).not.toHaveProperty("secret");
    expect(keys[0].last_used_at).not.toBeNull();
    expect((await req("DELETE", `/organisations/${orgId}/api-keys/${key.id}`, undefined, owner.cookie)).status).toBe(204);
    expect((await get(`/organisations/${orgId}/people`, auth)).status).toBe(401);
  });

  it("the data export lists memberships", async () => {
    const res = await get("/me/export", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Acme Learning");
  });
});

describe.each(databaseKinds)("seats are exact under concurrency on %s, across two instances", (kind) => {
  let one: TestApp;
  let two: TestApp;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    one = await createTestApp(kind, { database });
    two = await createTestApp(kind, { database });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.close();
  });

  it("50 simultaneous invitations for the last 3 seats: 3 succeed, 47 are told no seats are left", async () => {
    const [org] = await database.db.insert(organisations).values({ name: "Crowded", plan: "essentials", seats: 20, trialEndsAt: new Date(Date.now() + 86_400_000) }).returning();
    const managers = [];
    for (let i = 0; i < 17; i++) managers.push(await quickMember(database.db, org.id, i === 0 ? "manager" : "learner"));
    const manager = managers[0];
    await database.db.update(memberships).set({ role: "owner" }).where(eq(memberships.userId, manager.id));

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? one : two).app.request(
          new Request(`${TEST_ORIGIN}/api/v1/organisations/${org.id}/invitations`, {
            method: "POST",
            headers: { authorization: manager.bearer, "content-type": "application/json" },
            body: JSON.stringify({ people: [{ email: `crowd-${i}@example.com` }] }),
          }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    const others = await Promise.all(results.filter((r) => r.status !== 201 && r.status !== 409).map(async (r) => `${r.status} ${await r.clone().text()}`));
    expect(others, "answers other than 201 and 409").toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    const refusal = await results.find((r) => r.status === 409)!.json();
    expect(refusal.error.code).toBe("no_seats_left");
    expect(refusal.error.message).toMatch(/^No seats left/);
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from invitations where organisation_id = ${org.id}`) as any).rows;
    expect(n).toBe(3);
    // Revoking frees a seat at once.
    const [inv] = await database.db.select({ id: invitations.id }).from(invitations).where(eq(invitations.organisationId, org.id)).limit(1);
    await one.app.request(new Request(`${TEST_ORIGIN}/api/v1/organisations/${org.id}/invitations/${inv.id}`, { method: "DELETE", headers: { authorization: manager.bearer } }));
    const again = await two.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/organisations/${org.id}/invitations`, { method: "POST", headers: { authorization: manager.bearer, "content-type": "application/json" }, body: JSON.stringify({ people: [{ email: "late@example.com" }] }) }),
    );
    expect(again.status).toBe(201);
  });
});

describe.each(databaseKinds)("teams, join by domain and a sole owner's account on %s", (kind) => {
  let t: TestApp;
  let owner: { cookie: string; id: string };
  let orgId: string;
  const { send } = apiCalls(() => t);
  const req = (method: string, path: string, body: unknown, cookie: string) => send(method, path, body, { cookie });
  const get = async (path: string, cookie: string) => (await t.app.request(`${TEST_ORIGIN}/api/v1${path}`, { headers: { cookie } })).json();

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = await signedInUser(t, "owner@initech.test");
    orgId = (await (await req("POST", "/organisations", { name: "Initech", plan: "essentials" }, owner.cookie)).json()).organisation.id;
  });
  afterAll(() => t.close());

  it("makes, renames and deletes teams and moves a member between them", async () => {
    const made = await req("POST", `/organisations/${orgId}/teams`, { name: "Data" }, owner.cookie);
    expect(made.status).toBe(201);
    const data = (await made.json()).team;
    const sales = (await (await req("POST", `/organisations/${orgId}/teams`, { name: "Sales" }, owner.cookie)).json()).team;
    // Renaming to another team's name (any case) is refused; an empty name is a field error.
    const clash = await req("PATCH", `/organisations/${orgId}/teams/${data.id}`, { name: "sales" }, owner.cookie);
    expect(clash.status).toBe(409);
    expect((await clash.json()).error).toMatchObject({ code: "team_exists", message: "A team of this name exists already in this organisation." });
    expect((await req("PATCH", `/organisations/${orgId}/teams/${data.id}`, { name: " " }, owner.cookie)).status).toBe(400);
    const renamed = await req("PATCH", `/organisations/${orgId}/teams/${data.id}`, { name: "Data Science" }, owner.cookie);
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).team).toEqual({ id: data.id, name: "Data Science", member_count: 0 });
    // Changing the case of its own name is a rename, not a clash.
    expect((await req("PATCH", `/organisations/${orgId}/teams/${sales.id}`, { name: "SALES" }, owner.cookie)).status).toBe(200);

    // A member moves into a team and out of it again; deleting the team leaves them without one.
    const member = await quickMember(t.database.db, orgId);
    expect((await req("PATCH", `/organisations/${orgId}/members/${member.id}`, { team: "Data Science" }, owner.cookie)).status).toBe(200);
    expect((await get(`/organisations/${orgId}/teams`, owner.cookie)).teams).toEqual([
      { id: data.id, name: "Data Science", member_count: 1 },
      { id: sales.id, name: "SALES", member_count: 0 },
    ]);
    expect((await req("DELETE", `/organisations/${orgId}/teams/${data.id}`, undefined, owner.cookie)).status).toBe(204);
    expect((await req("DELETE", `/organisations/${orgId}/teams/${data.id}`, undefined, owner.cookie)).status).toBe(404);
    const people = await get(`/organisations/${orgId}/people`, owner.cookie);
    expect(people.members.find((m: any) => m.user_id === member.id).team).toBeNull();
    expect((await get(`/organisations/${orgId}/teams`, owner.cookie)).teams.map((x: any) => x.name)).toEqual(["SALES"]);
  });

  it("join by domain: only the owner's company domain, never a public one, for confirmed addresses, while seats last", async () => {
    // An owner at a public mail domain cannot open their organisation to it.
    const gmailOwner = await signedInUser(t, "someone@gmail.com");
    const gmailOrg = (await (await req("POST", "/organisations", { name: "Gmail Group", plan: "essentials" }, gmailOwner.cookie)).json()).organisation.id;
    const refused = await req("PUT", `/organisations/${gmailOrg}/join-domain`, { enabled: true }, gmailOwner.cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "public_mail_domain", message: expect.stringContaining("gmail.com") });

    // Only the owner opens it, to the domain of the owner's own address.
    const colleague = await signedInUser(t, "milton@initech.test");
    expect((await get("/me/joinable-organisations", colleague.cookie)).organisations).toEqual([]);
    expect((await req("POST", `/organisations/${orgId}/join`, undefined, colleague.cookie)).status).toBe(404);
    const manager = await quickMember(t.database.db, orgId, "manager");
    const asManager = await t.app.request(new Request(`${TEST_ORIGIN}/api/v1/organisations/${orgId}/join-domain`, { method: "PUT", headers: { authorization: manager.bearer, "content-type": "application/json" }, body: JSON.stringify({ enabled: true }) }));
    expect(asManager.status).toBe(403);
    const opened = await req("PUT", `/organisations/${orgId}/join-domain`, { enabled: true }, owner.cookie);
    expect(opened.status).toBe(200);
    expect((await opened.json()).organisation).toMatchObject({ join_domain: "initech.test" });

    // Someone at the domain sees it and joins as a learner; someone elsewhere does not.
    const used = (await get(`/organisations/${orgId}`, owner.cookie)).organisation.seats_used;
    expect((await get("/me/joinable-organisations", colleague.cookie)).organisations).toEqual([{ id: orgId, name: "Initech", domain: "initech.test", seats_left: 20 - used }]);
    const joined = await req("POST", `/organisations/${orgId}/join`, undefined, colleague.cookie);
    expect(joined.status).toBe(200);
    expect((await get("/organisations", colleague.cookie)).organisations[0]).toMatchObject({ id: orgId, role: "learner" });
    expect((await req("POST", `/organisations/${orgId}/join`, undefined, colleague.cookie)).status).toBe(200);
    expect((await get(`/organisations/${orgId}`, owner.cookie)).organisation.seats_used).toBe(used + 1);
    const outsider = await signedInUser(t, "bob@globex.test");
    expect((await get("/me/joinable-organisations", outsider.cookie)).organisations).toEqual([]);
    expect((await req("POST", `/organisations/${orgId}/join`, undefined, outsider.cookie)).status).toBe(404);

    // An address that is not confirmed does not join.
    const unconfirmed = await signedInUser(t, "peter@initech.test");
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, unconfirmed.id));
    expect((await req("POST", `/organisations/${orgId}/join`, undefined, unconfirmed.cookie)).status).toBe(404);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, unconfirmed.id));

    // Seats stay exact: with one seat left, of several colleagues joining at once one gets in.
    await t.database.db.update(organisations).set({ seats: used + 2 }).where(eq(organisations.id, orgId));
    const crowd = await Promise.all(["a", "b", "c", "d", "e"].map((n) => signedInUser(t, `crowd-${n}@initech.test`)));
    const answers = await Promise.all(crowd.map((p) => req("POST", `/organisations/${orgId}/join`, undefined, p.cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const no = await answers.find((a) => a.status === 409)!.json();
    expect(no.error).toMatchObject({ code: "no_seats_left", message: "No seats left in Initech: ask its owner or a manager to free a seat." });
    expect((await get(`/organisations/${orgId}`, owner.cookie)).organisation.seats_used).toBe(used + 2);
    expect((await get("/me/joinable-organisations", unconfirmed.cookie)).organisations).toEqual([]);

    // Closed again: nobody else joins.
    await t.database.db.update(organisations).set({ seats: 20 }).where(eq(organisations.id, orgId));
    expect((await (await req("PUT", `/organisations/${orgId}/join-domain`, { enabled: false }, owner.cookie)).json()).organisation.join_domain).toBeNull();
    expect((await req("POST", `/organisations/${orgId}/join`, undefined, unconfirmed.cookie)).status).toBe(404);
  });

  it("a sole owner cannot delete their account while others are in the organisation; alone, the organisation goes with it", async () => {
    const deleteMe = (cookie: string) => req("DELETE", "/me", { password: TEST_PASSWORD }, cookie);
    const refused = await deleteMe(owner.cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "last_owner", message: expect.stringMatching(/^You are the only owner of Initech: make another member owner/) });
    expect((await get(`/organisations/${orgId}`, owner.cookie)).organisation.name).toBe("Initech");

    // Another owner: now the account can go, and the organisation keeps that owner.
    const [colleague] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "milton@initech.test"));
    expect((await req("PATCH", `/organisations/${orgId}/members/${colleague.id}`, { role: "owner" }, owner.cookie)).status).toBe(200);
    expect((await deleteMe(owner.cookie)).status).toBe(204);
    const [row] = (await t.database.db.execute(sql`select count(*)::int as n from memberships where organisation_id = ${orgId} and role = 'owner'`) as any).rows;
    expect(row.n).toBe(1);

    // Alone in an organisation (nobody else, no pending invitation): it is deleted with the account.
    const loner = await signedInUser(t, "loner@solo.test");
    const solo = (await (await req("POST", "/organisations", { name: "Solo Ltd", plan: "essentials" }, loner.cookie)).json()).organisation.id;
    expect((await deleteMe(loner.cookie)).status).toBe(204);
    expect(await t.database.db.select().from(organisations).where(eq(organisations.id, solo))).toEqual([]);
  });
});
