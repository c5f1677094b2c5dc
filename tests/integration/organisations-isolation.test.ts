import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOperations } from "#contracts/api";
import type { ApiOperation } from "#contracts/operation";
import { programs } from "../../server/db/schema";
import { linkIn, sessionCookie, signedInUser, TEST_PASSWORD } from "./accounts";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

// Isolation (issue 26): two organisations, and every organisation endpoint (each operation of the
// contracts whose path names an organisation, so a new one is in this matrix at once) called on
// organisation A by B's learner, manager, owner and API key. None may read or change anything of
// A: each answer is a refusal that carries nothing of A, and A's data is the same afterwards. A's
// own owner makes the same reads (they must work: the ids are real).

const orgOperations = apiOperations.filter((op) => op.path.startsWith("/organisations/{orgId}"));

interface Side {
  orgId: string;
  owner: string;
  manager: string;
  learner: string;
  key: string;
  learnerId: string;
  invitationId: string;
  assignmentId: string;
  keyId: string;
}

describe.each(databaseKinds)("organisation isolation on %s", (kind) => {
  let t: TestApp;
  let courseId: string;
  const sides: Record<"a" | "b", Side> = {} as never;

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1${path}`, {
        method: method.toUpperCase(),
        headers: { origin: TEST_ORIGIN, ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const signIn = async (email: string) => sessionCookie(await t.app.request(postJson("/api/auth/sign-in/email", { email, password: TEST_PASSWORD })));

  async function build(name: string, prefix: string): Promise<Side> {
    const owner = await signedInUser(t, `${prefix}-owner@example.com`);
    const created = await (await call("post", "/organisations", { cookie: owner.cookie }, { name, plan: "corporate" })).json();
    const orgId = created.organisation.id;
    const as = (headers: Record<string, string>) => ({ headers });
    // A manager and a learner who joined from their links, and one pending invitation.
    await call("post", `/organisations/${orgId}/invitations`, as({ cookie: owner.cookie }).headers, { people: [{ email: `${prefix}-manager@example.com`, team: "Data" }], role: "manager" });
    await call("post", `/organisations/${orgId}/invitations`, as({ cookie: owner.cookie }).headers, { people: [{ email: `${prefix}-learner@example.com`, team: "Data" }, { email: `${prefix}-pending@example.com` }] });
    for (const who of ["manager", "learner"]) {
      const token = new URL(linkIn(t.mail.findLast((m) => m.to === `${prefix}-${who}@example.com`)!.text, "/team/join")).searchParams.get("token")!;
      expect((await t.app.request(postJson(`/api/v1/invitations/${token}/sign-up`, { name: "Team Member", password: TEST_PASSWORD }))).status).toBe(201);
    }
    const manager = await signIn(`${prefix}-manager@example.com`);
    const learner = await signIn(`${prefix}-learner@example.com`);
    const people = await (await call("get", `/organisations/${orgId}/people`, { cookie: owner.cookie })).json();
    const learnerId = people.members.find((m: any) => m.email === `${prefix}-learner@example.com`).user_id;
    await call("post", `/organisations/${orgId}/assignments`, { cookie: manager }, { course_id: courseId, user_ids: [learnerId], due_date: "2030-01-01" });
    const assignments = await (await call("get", `/organisations/${orgId}/assignments`, { cookie: manager })).json();
    const made = await (await call("post", `/organisations/${orgId}/api-keys`, { cookie: owner.cookie }, { name: "HR" })).json();
    return {
      orgId,
      owner: owner.cookie,
      manager,
      learner,
      key: made.secret,
      learnerId,
      invitationId: people.invitations[0].id,
      assignmentId: assignments.assignments[0].id,
      keyId: made.key.id,
    };
  }

  const snapshot = async (side: Side) => {
    const read = async (path: string) => (await call("get", path, { cookie: side.owner })).json();
    return {
      organisation: await read(`/organisations/${side.orgId}`),
      people: await read(`/organisations/${side.orgId}/people`),
      teams: await read(`/organisations/${side.orgId}/teams`),
      assignments: await read(`/organisations/${side.orgId}/assignments`),
      keys: (await read(`/organisations/${side.orgId}/api-keys`)).keys.map((k: any) => ({ ...k, last_used_at: null })),
    };
  };

  /** The path of `op` on organisation A, with A's real ids in every placeholder. */
  const pathOn = (op: ApiOperation, side: Side) =>
    op.path
      .replace("{orgId}", side.orgId)
      .replace("{invitationId}", side.invitationId)
      .replace("{userId}", side.learnerId)
      .replace("{assignmentId}", side.assignmentId)
      .replace("{keyId}", side.keyId);
  const bodyFor = (op: ApiOperation, side: Side) =>
    op.id === "assign-course" ? { course_id: courseId, user_ids: [side.learnerId] } : op.id === "update-member" ? { role: "owner", team: "Stolen" } : op.body?.example;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const [course] = await t.database.db.select({ id: programs.id }).from(programs).where(eq(programs.isActive, true)).limit(1);
    courseId = course.id;
    sides.a = await build("Alpha Corp", "alpha");
    sides.b = await build("Beta Corp", "beta");
    // Six accounts with real password hashes and sign-ins: slow on a loaded machine.
  }, 240_000);
  afterAll(() => t.close());

  it("covers every organisation operation of the contracts", () => {
    expect(orgOperations.length).toBeGreaterThanOrEqual(16);
    expect(orgOperations.every((op) => op.path.includes("{orgId}"))).toBe(true);
  });

  it("A's owner reads each of A's read endpoints (the ids used below are real)", async () => {
    for (const op of orgOperations.filter((o) => o.method === "get")) {
      const res = await call("get", pathOn(op, sides.a), { cookie: sides.a.owner });
      expect(res.status, op.id).toBe(200);
    }
  });

  it("B's learner, manager, owner and API key get nothing of A, read or write", { timeout: 120_000 }, async () => {
    const before = await snapshot(sides.a);
    const secrets = [sides.a.key, "alpha-", "Alpha Corp", sides.a.learnerId];
    const callers: Record<string, Record<string, string>> = {
      learner: { cookie: sides.b.learner },
      manager: { cookie: sides.b.manager },
      owner: { cookie: sides.b.owner },
      apiKey: { authorization: `Bearer ${sides.b.key}` },
    };
    const matrix: string[] = [];
    for (const op of orgOperations) {
      for (const [who, headers] of Object.entries(callers)) {
        const res = await call(op.method, pathOn(op, sides.a), headers, op.method === "get" || op.method === "delete" ? undefined : bodyFor(op, sides.a));
        const text = await res.text();
        matrix.push(`${op.method.toUpperCase()} ${op.path} ${who}: ${res.status}`);
        expect([401, 404], `${op.id} as B's ${who}: ${res.status} ${text}`).toContain(res.status);
        for (const secret of secrets) expect(text, `${op.id} as B's ${who}`).not.toContain(secret);
      }
    }
    expect(await snapshot(sides.a)).toEqual(before);
    // The matrix, for the closing note.
    if (process.env.PRINT_ISOLATION_MATRIX) console.log(matrix.join("\n"));
  });

  it("A's learner is refused A's manager endpoints (403), and the people of A never see B", async () => {
    // Reading the organisation and leaving it are every member's; joining by domain is for people
    // outside it, and A is open to no domain: 404 for anyone.
    const everyones = ["get-organisation", "leave-organisation", "join-by-domain"];
    for (const op of orgOperations.filter((o) => !everyones.includes(o.id))) {
      const res = await call(op.method, pathOn(op, sides.a), { cookie: sides.a.learner }, op.method === "get" || op.method === "delete" ? undefined : bodyFor(op, sides.a));
      expect(res.status, `${op.id} as A's learner`).toBe(403);
    }
    const join = orgOperations.find((o) => o.id === "join-by-domain")!;
    expect((await call(join.method, pathOn(join, sides.a), { cookie: sides.a.learner })).status).toBe(404);
    const mine = await (await call("get", "/organisations", { cookie: sides.a.manager })).json();
    expect(mine.organisations.map((o: any) => o.name)).toEqual(["Alpha Corp"]);
  });
});
