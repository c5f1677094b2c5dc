import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.server";
import { createTestApp, databaseKinds, scratchDatabase, TEST_ORIGIN, type TestApp } from "./test-app";
import { signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { enrollTwoFactor, viaApp } from "./two-factor";

// Staff run the catalogue (server/programs/): programs and modules, the audit log, the public
// catalogue's cache, and learners' progress over real modules.

const ADMIN = "staff@cortexa.test";

const programInput = {
  title: "Generative AI for Product Teams",
  description: "Prompting, retrieval and evaluation for people who ship AI features.",
  category: "nlp",
  level: "intermediate",
  duration: "6 weeks",
  price: 27999,
  features: ["Prompt design", "Retrieval-augmented generation", "Evaluation"],
  is_active: true,
};
const moduleInput = (n: number) => ({
  title: `Module ${n} title`,
  summary: `What module ${n} covers.`,
  duration_minutes: 30 * n,
  lesson_markdown: `## Lesson ${n}\n\nRead **this**. <script>alert(1)</script>`,
});

function request(t: TestApp, method: string, path: string, body?: unknown, cookie?: string) {
  return t.app.request(
    new Request(`${TEST_ORIGIN}/api/v1${path}`, {
      method,
      headers: { origin: TEST_ORIGIN, ...(body !== undefined && { "content-type": "application/json" }), ...(cookie && { cookie }) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

async function staffCookie(t: TestApp, email = ADMIN) {
  const cookie = await signUpConfirmed(t, email);
  return (await enrollTwoFactor(viaApp(t.app), cookie, TEST_PASSWORD)).cookie;
}

describe.each(databaseKinds)("staff manage programs and modules on %s", (kind) => {
  let t: TestApp;
  let staff: string;
  let learner: string;
  let second: string;
  const api = (method: string, path: string, body?: unknown, cookie = staff) => request(t, method, path, body, cookie);
  const json = async (res: Response | Promise<Response>, status: number) => {
    const r = await res;
    const body = r.status === 204 ? undefined : await r.json();
    expect(r.status, JSON.stringify(body)).toBe(status);
    return body;
  };
  const catalogueIds = async () => (await json(request(t, "GET", "/courses?limit=100"), 200)).data.map((c: { id: string }) => c.id);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, adminEmails: [ADMIN] });
    staff = await staffCookie(t);
    learner = await signUpConfirmed(t, "learner@example.com");
    second = await signUpConfirmed(t, "second@example.com");
  });
  afterAll(() => t.close());

  it("is for staff only: 401 signed out, 403 for a learner, on every route", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["GET", "/admin/programs"],
      ["POST", "/admin/programs"],
      ["PATCH", `/admin/programs/${id}`],
      ["DELETE", `/admin/programs/${id}`],
      ["POST", `/admin/programs/${id}/modules`],
      ["PUT", `/admin/programs/${id}/module-order`],
    ]) {
      expect((await request(t, method, path, method === "GET" || method === "DELETE" ? undefined : programInput)).status, path).toBe(401);
      const refused = await json(request(t, method, path, method === "GET" || method === "DELETE" ? undefined : programInput, learner), 403);
      expect(refused.error.code).toBe("forbidden");
    }
  });

  it("lists every program, active and inactive, with enrolment and module counts", async () => {
    const { programs } = await json(api("GET", "/admin/programs"), 200);
    expect(programs.some((p: any) => !p.is_active)).toBe(true);
    expect(programs.every((p: any) => p.module_count === p.features.length && p.enrollment_count === 0)).toBe(true);
  });

  it("refuses invalid programs with a message for each field, never a 5xx", async () => {
    const bad = await json(api("POST", "/admin/programs", { ...programInput, title: " ", price: -5, category: "astrology", features: ["ok", ""] }), 400);
    expect(bad.error.code).toBe("validation_error");
    expect(bad.error.fields).toEqual({
      title: "Title is required",
      category: "Choose a category",
      price: "Price cannot be negative",
      "features.1": "A feature cannot be empty",
    });
    expect((await json(api("POST", "/admin/programs", { ...programInput, price: 10.5 }), 400)).error.fields.price).toBe("Price must be a whole number of rupees");
    expect((await json(api("POST", "/admin/programs", { ...programInput, features: [] }), 400)).error.fields.features).toBe("Add at least one feature");
    expect((await json(api("POST", "/admin/programs", "{not json"), 400)).error.code).toBe("invalid_json");
    expect((await json(api("PATCH", "/admin/programs/not-a-uuid", { price: 1 }), 404)).error.code).toBe("not_found");
    const [first] = (await json(api("GET", "/admin/programs"), 200)).programs;
    expect((await json(api("PATCH", `/admin/programs/${first.id}`, {}), 400)).error.fields.body).toBe("Send at least one field to change");
    expect((await json(api("PATCH", `/admin/programs/${first.id}`, { level: "expert" }), 400)).error.fields.level).toBe("Choose a level");
  });

  it("creates, edits, deactivates and reactivates a program; the catalogue follows at once; the history records each change", async () => {
    // Browsers and proxies revalidate the list every time: 304 while it is unchanged.
    const first = await request(t, "GET", "/courses");
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.headers.get("etag")!;
    const again = await t.app.request(`${TEST_ORIGIN}/api/v1/courses`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const { program } = await json(api("POST", "/admin/programs", programInput), 201);
    const changed = await t.app.request(`${TEST_ORIGIN}/api/v1/courses`, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(program).toMatchObject({ ...programInput, enrollment_count: 0, module_count: 0, modules: [] });
    expect(await catalogueIds()).toContain(program.id);
    expect(await json(request(t, "GET", `/courses/${program.id}`), 200)).toMatchObject({ title: programInput.title, modules: [] });

    const edited = await json(api("PATCH", `/admin/programs/${program.id}`, { price: 24999, title: "Generative AI for Product Managers" }), 200);
    expect(edited.program).toMatchObject({ price: 24999, title: "Generative AI for Product Managers" });
    expect(await json(request(t, "GET", `/courses/${program.id}`), 200)).toMatchObject({ price: 24999 });

    await json(api("PATCH", `/admin/programs/${program.id}`, { is_active: false }), 200);
    expect(await catalogueIds()).not.toContain(program.id);
    expect((await request(t, "GET", `/courses/${program.id}`)).status).toBe(404);
    expect((await json(api("GET", "/admin/programs"), 200)).programs.find((p: any) => p.id === program.id).is_active).toBe(false);
    await json(api("PATCH", `/admin/programs/${program.id}`, { is_active: true }), 200);
    expect(await catalogueIds()).toContain(program.id);

    const { events } = await json(api("GET", `/admin/programs/${program.id}/history`), 200);
    expect(events.map((e: any) => e.action)).toEqual(["program_reactivated", "program_deactivated", "program_updated", "program_created"]);
    expect(events[2]).toMatchObject({
      actor: { email: ADMIN },
      changes: { price: { from: 27999, to: 24999 }, title: { from: programInput.title, to: "Generative AI for Product Managers" } },
    });
    expect(events[3].changes.features).toEqual({ from: null, to: programInput.features });
  });

  it("adds, edits, reorders and removes modules; the public course lists them in order", async () => {
    const { program } = await json(api("POST", "/admin/programs", { ...programInput, title: "Modules CRUD" }), 201);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await json(api("POST", `/admin/programs/${program.id}/modules`, moduleInput(n)), 201)).module.id);
    const bad = await json(api("POST", `/admin/programs/${program.id}/modules`, { title: "", summary: "x", duration_minutes: 0 }), 400);
    expect(bad.error.fields).toEqual({ title: "Title is required", duration_minutes: "Estimated duration must be at least 1 minute" });

    const reordered = await json(api("PUT", `/admin/programs/${program.id}/module-order`, { module_ids: [ids[2], ids[0], ids[1]] }), 200);
    expect(reordered.modules.map((m: any) => [m.position, m.title])).toEqual([[1, "Module 3 title"], [2, "Module 1 title"], [3, "Module 2 title"]]);
    expect((await json(api("PUT", `/admin/programs/${program.id}/module-order`, { module_ids: [ids[0], ids[1]] }), 409)).error.code).toBe("module_list_changed");
    expect((await json(api("PUT", `/admin/programs/${program.id}/module-order`, { module_ids: [ids[0], ids[0], ids[1]] }), 409)).error.code).toBe("module_list_changed");
    expect((await json(api("PUT", `/admin/programs/${program.id}/module-order`, { module_ids: "x" }), 400)).error.code).toBe("validation_error");

    const edited = await json(api("PATCH", `/admin/programs/${program.id}/modules/${ids[1]}`, { duration_minutes: 75, lesson_markdown: "" }), 200);
    expect(edited.module).toMatchObject({ id: ids[1], position: 3, duration_minutes: 75, lesson_markdown: null });
    await json(api("DELETE", `/admin/programs/${program.id}/modules/${ids[2]}`), 204);
    await json(api("DELETE", `/admin/programs/${program.id}/modules/${ids[2]}`), 404);

    const course = await json(request(t, "GET", `/courses/${program.id}`), 200);
    expect(course.modules).toEqual([
      { id: ids[0], position: 1, title: "Module 1 title", summary: "What module 1 covers.", duration_minutes: 30 },
      { id: ids[1], position: 2, title: "Module 2 title", summary: "What module 2 covers.", duration_minutes: 75 },
    ]);
    const { events } = await json(api("GET", `/admin/programs/${program.id}/history`), 200);
    expect(events.slice(0, 3).map((e: any) => [e.action, e.subject])).toEqual([
      ["module_removed", "Module 3 title"],
      ["module_updated", "Module 2 title"],
      ["modules_reordered", null],
    ]);
    expect(events[1].changes).toEqual({ duration_minutes: { from: 60, to: 75 }, lesson_markdown: { from: moduleInput(2).lesson_markdown, to: null } });
  });

  it("learners follow the modules: progress is the share done; adding a module keeps a completion; deactivated programs stay open to them", async () => {
    const { program } = await json(api("POST", "/admin/programs", { ...programInput, title: "Progress over modules" }), 201);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await json(api("POST", `/admin/programs/${program.id}/modules`, moduleInput(n)), 201)).module.id);
    await json(request(t, "POST", `/courses/${program.id}/enroll`, {}, learner), 201);
    await json(request(t, "POST", `/courses/${program.id}/enroll`, {}, second), 201);
    expect((await json(request(t, "GET", `/courses/${program.id}/modules`, undefined, staff), 404)).error.code).toBe("not_enrolled");

    const { modules } = await json(request(t, "GET", `/courses/${program.id}/modules`, undefined, learner), 200);
    expect(modules.map((m: any) => m.id)).toEqual(ids);
    expect(modules[0].lesson_markdown).toBe(moduleInput(1).lesson_markdown);

    const mark = (module_id: unknown, completed = true, cookie = learner) => request(t, "POST", `/courses/${program.id}/progress`, { module_id, completed }, cookie);
    expect((await json(mark("00000000-0000-4000-8000-000000000000"), 400)).error.fields.module_id).toMatch(/one of this course's modules/);
    expect((await json(mark(4), 400)).error.code).toBe("validation_error");
    expect((await json(mark("nonsense"), 400)).error.code).toBe("validation_error");
    expect((await json(mark(ids[0]), 200)).enrollment).toMatchObject({ progress: 33, status: "active", completed_modules: [ids[0]] });
    expect((await json(mark(3), 200)).enrollment).toMatchObject({ progress: 67, completed_modules: [ids[0], ids[2]] }); // by number, still accepted
    const done = (await json(mark(ids[1]), 200)).enrollment;
    expect(done).toMatchObject({ progress: 100, status: "completed", completed_modules: ids });
    await json(mark(ids[0], true, second), 200);

    // Staff add a fourth module: the completed learner stays completed at 100 %; the other's share is recomputed.
    const added = (await json(api("POST", `/admin/programs/${program.id}/modules`, moduleInput(4)), 201)).module;
    const enrollmentOf = async (cookie: string) =>
      (await json(request(t, "GET", "/me/enrollments", undefined, cookie), 200)).enrollments.find((e: any) => e.course_id === program.id);
    expect(await enrollmentOf(learner)).toMatchObject({ status: "completed", progress: 100, completed_modules: ids });
    expect(await enrollmentOf(second)).toMatchObject({ status: "active", progress: 25 });
    // The learner's own action counts the modules there now.
    expect((await json(mark(ids[0], false), 200)).enrollment).toMatchObject({ status: "active", progress: 50 });
    expect((await json(mark(ids[0], true), 200)).enrollment).toMatchObject({ status: "active", progress: 75 });
    expect((await json(mark(added.id, true), 200)).enrollment).toMatchObject({ status: "completed", progress: 100 });

    // Removing a module removes its marks and recomputes active enrolments.
    await json(api("DELETE", `/admin/programs/${program.id}/modules/${ids[1]}`), 204);
    expect(await enrollmentOf(second)).toMatchObject({ status: "active", progress: 33 });

    // Deactivated: out of the catalogue, enrolling refused, its learners keep their modules and progress.
    await json(api("PATCH", `/admin/programs/${program.id}`, { is_active: false }), 200);
    expect((await request(t, "POST", `/courses/${program.id}/enroll`, {}, staff)).status).toBe(404);
    expect((await json(request(t, "GET", `/courses/${program.id}/modules`, undefined, second), 200)).modules).toHaveLength(3);
    expect((await json(mark(ids[2], true, second), 200)).enrollment).toMatchObject({ progress: 67 });

    // Deleting is refused while it has enrolments.
    const refused = await json(api("DELETE", `/admin/programs/${program.id}`), 409);
    expect(refused.error).toMatchObject({ code: "program_has_enrollments", message: expect.stringMatching(/cannot be deleted\. Deactivate it instead/) });
    const row = (await json(api("GET", "/admin/programs"), 200)).programs.find((p: any) => p.id === program.id);
    expect(row).toMatchObject({ enrollment_count: 2, module_count: 3 });
  });

  it("deletes a program without enrolments, its modules with it, and keeps its history", async () => {
    const { program } = await json(api("POST", "/admin/programs", { ...programInput, title: "Short-lived" }), 201);
    await json(api("POST", `/admin/programs/${program.id}/modules`, moduleInput(1)), 201);
    await json(api("DELETE", `/admin/programs/${program.id}`), 204);
    await json(api("GET", `/admin/programs/${program.id}`), 404);
    expect(await catalogueIds()).not.toContain(program.id);
    const { events } = await json(api("GET", `/admin/programs/${program.id}/history`), 200);
    expect(events[0]).toMatchObject({ action: "program_deleted", subject: "Short-lived" });
  });
});

// Two server processes on one PostgreSQL: a change made through one is seen by the other at once
// (LISTEN/NOTIFY), not after the cache's 30-second lifetime.
describe.runIf(databaseKinds.includes("postgres"))("the catalogue cache across two instances on postgres", () => {
  const scratch = scratchDatabase("test_cache");
  let a: TestApp;
  let b: TestApp;
  let handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    await scratch.create();
    // Two handles (two pools, two listening connections), as two processes would have.
    handles = [await openDatabase({ databaseUrl: scratch.url, dataDir: "" }), await openDatabase({ databaseUrl: scratch.url, dataDir: "" })];
    await handles[0].migrate();
    a = await createTestApp("postgres", { database: handles[0], seed: true, adminEmails: [ADMIN] });
    b = await createTestApp("postgres", { database: handles[1], adminEmails: [ADMIN] });
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await scratch.drop();
  });

  it("settles listening() once its listening connection is up, announced as reconnected", async () => {
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
    try {
      const heard: string[] = [];
      handle.subscribe("test_listening", (event) => heard.push(event));
      await handle.listening();
      // Announced before it settles: a cache filled after listening() is not dropped by the connection's arrival.
      expect(heard).toEqual(["reconnected"]);
      await handles[0].db.execute(sql`select pg_notify('test_listening', '')`);
      await expect.poll(() => heard).toEqual(["reconnected", "notified"]);
    } finally {
      await handle.close();
    }
  });

  it("drops instance B's cached catalogue when staff change it through instance A", async () => {
    const staff = await staffCookie(a);
    const titlesOnB = async () => (await (await request(b, "GET", "/courses?limit=100")).json()).data.map((c: { title: string }) => c.title);
    const waitForB = async (ok: (titles: string[]) => boolean) => {
      const started = Date.now();
      while (!ok(await titlesOnB())) {
        if (Date.now() - started > 3000) throw new Error(`instance B still serves the old catalogue after 3 s (waiting for ${ok})`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return Date.now() - started;
    };
    const before = await titlesOnB(); // B's cache is warm
    expect(before).not.toContain("Seen Everywhere");

    const { program } = await (await request(a, "POST", "/admin/programs", { ...programInput, title: "Seen Everywhere" }, staff)).json();
    expect(await waitForB((titles) => titles.includes("Seen Everywhere"))).toBeLessThan(3000);

    await request(a, "PATCH", `/admin/programs/${program.id}`, { is_active: false }, staff);
    await waitForB((titles) => !titles.includes("Seen Everywhere"));

    // B's listening connection dies (a restart, a failover): B connects again and hears the next change.
    const { Client } = await import("pg");
    const killer = new Client({ connectionString: scratch.url });
    await killer.connect();
    const killed = await killer.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()",
    );
    await killer.end();
    expect(killed.rowCount).toBe(2); // A's and B's
    await request(a, "PATCH", `/admin/programs/${program.id}`, { title: "Seen Everywhere Again", is_active: true }, staff);
    const reconnectedWithin = await waitForB((titles) => titles.includes("Seen Everywhere Again"));
    expect(reconnectedWithin).toBeLessThan(3000);
    await request(a, "PATCH", `/admin/programs/${program.id}`, { title: "Seen Everywhere" }, staff);
    await waitForB((titles) => titles.includes("Seen Everywhere"));

    // A module change is a catalogue change too (GET /courses/{id} on B).
    await request(a, "PATCH", `/admin/programs/${program.id}`, { is_active: true }, staff);
    await waitForB((titles) => titles.includes("Seen Everywhere"));
    await request(a, "POST", `/admin/programs/${program.id}/modules`, moduleInput(1), staff);
    const started = Date.now();
    while ((await (await request(b, "GET", `/courses/${program.id}`)).json()).modules.length !== 1) {
      expect(Date.now() - started).toBeLessThan(3000);
      await new Promise((r) => setTimeout(r, 25));
    }
  });
});

