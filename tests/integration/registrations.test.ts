import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionTokenHash } from "../../server/auth/session-tokens.server";
import { findItem } from "#contracts/registration-catalogue";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.server";
import { registrations, sessions, users } from "../../server/db/schema";
import type { MailMessage } from "../../server/mail/mailer.server";
import { signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { enrollTwoFactor, viaApp } from "./two-factor";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type DatabaseKind, type TestApp } from "./test-app";

// server/registrations: the listing pages' registrations through the REST API.

const ADMIN = "staff@cortexa.test";

/** A user and a session made straight in the database (fast, for the crowd of the concurrency test); a bearer token. */
async function quickUsers(db: DatabaseHandle["db"], n: number, prefix: string): Promise<{ id: string; token: string }[]> {
  const people = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), token: randomBytes(24).toString("hex"), email: `${prefix}-${i}-${randomBytes(3).toString("hex")}@example.com` }));
  if (!n) return [];
  await db.insert(users).values(people.map((p) => ({ id: p.id, name: `Crowd ${p.email}`, email: p.email, emailVerified: true })));
  await db.insert(sessions).values(people.map((p) => ({ id: randomUUID(), token: sessionTokenHash(p.token), userId: p.id, expiresAt: new Date(Date.now() + 3_600_000) })));
  return people.map(({ id, token }) => ({ id, token }));
}

const icsOf = (mail: MailMessage) => {
  const file = mail.attachments?.find((a) => a.filename.endsWith(".ics"));
  expect(file, `an .ics attachment in "${mail.subject}"`).toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(file!.content));
  return { file: file!, calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
};

describe.each(databaseKinds)("registrations on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;

  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`${TEST_ORIGIN}/api/v1${path}`, { headers });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.app.request(postJson(`/api/v1${path}`, body, headers));
  const items = async (query: string, headers: Record<string, string> = {}) => (await (await get(`/registrations/items${query}`, headers)).json());
  const liveOf = async (k: string, id: string, headers: Record<string, string> = {}) =>
    (await items(`?kind=${k}`, headers)).items.find((i: any) => i.id === id);

  beforeAll(async () => {
    t = await createTestApp(kind, { adminEmails: [ADMIN] });
    cookie = await signUpConfirmed(t, "asha@example.com");
    otherCookie = await signUpConfirmed(t, "ravi@example.com", { name: "Ravi Kumar" });
  });
  afterAll(() => t.close());

  it("lists every item with its sample seats to anyone, not cached", async () => {
    const res = await get("/registrations/items");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.signed_in).toBe(false);
    expect(body.items).toHaveLength(20);
    const workshop = body.items.find((i: any) => i.id === "genai-for-business-leaders");
    expect(workshop).toMatchObject({ kind: "workshop", capacity: 30, taken: 26, seats_left: 4, full: false, open: true, registered: false, place: "Bengaluru, Prestige Tech Park", price: 15000 });
    expect(workshop.starts_at).toBe("2027-01-16T04:00:00.000Z");
    const seminars = await items("?kind=seminar");
    expect(seminars.items.every((i: any) => i.kind === "seminar")).toBe(true);
    expect((await get("/registrations/items?kind=party")).status).toBe(400);
  });

  it("registers a signed-in learner once: 401 signed out, 201 with e-mail and calendar, then 409", async () => {
    const body = { kind: "seminar", item_id: "rag-in-production" };
    expect((await post("/registrations", body)).status).toBe(401);
    const before = await liveOf("seminar", "rag-in-production");

    const mailsBefore = t.mail.length;
    const res = await post("/registrations", body, { cookie });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.registration).toMatchObject({ kind: "seminar", item_id: "rag-in-production", status: "registered", past: false });
    expect(created.registration.item).toMatchObject({ title: "Retrieval-Augmented Generation in Production", time: "11:00 AM IST", place: "HITEC City, Hyderabad" });
    expect(created.item).toMatchObject({ taken: before.taken + 1, registered: true });

    // The confirmation e-mail: title, date, time, place, payment, and an .ics whose UID is the registration's.
    const mail = t.mail.slice(mailsBefore).find((m) => m.to === "asha@example.com")!;
    expect(mail.subject).toBe("Registration confirmed: Retrieval-Augmented Generation in Production");
    expect(mail.text).toContain("Date: Thursday, 18 February 2027");
    expect(mail.text).toContain("Time: 11:00 AM IST to 2:00 PM IST");
    expect(mail.text).toContain("Place: HITEC City, Hyderabad");
    expect(mail.text).toContain("invoice");
    expect(mail.text).toContain("No card is taken");
    const { file, event, calendar } = icsOf(mail);
    expect(file.contentType).toContain("text/calendar");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toContain(created.registration.id);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-02-18T05:30:00.000Z");

    // Counted for everyone, and marked as theirs for the learner.
    expect((await liveOf("seminar", "rag-in-production")).taken).toBe(before.taken + 1);
    expect((await liveOf("seminar", "rag-in-production", { cookie })).registered).toBe(true);
    expect((await items("?kind=seminar", { cookie })).signed_in).toBe(true);
    expect((await liveOf("seminar", "rag-in-production", { cookie: otherCookie })).registered).toBe(false);

    // A second click: 409, no second row, no second mail.
    const mailsNow = t.mail.length;
    const again = await post("/registrations", body, { cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({ code: "already_registered", message: "You're already registered." });
    expect(t.mail.length).toBe(mailsNow);
    const rows = await t.database.db.select().from(registrations).where(and(eq(registrations.itemId, "rag-in-production"), eq(registrations.status, "registered")));
    expect(rows).toHaveLength(1);
  });

  it("webinars mail the joining link; free ones say Free, without an invoice", async () => {
    const res = await post("/registrations", { kind: "webinar", item_id: "introduction-to-prompt-engineering" }, { cookie });
    expect(res.status).toBe(201);
    const mail = t.mail.findLast((m) => m.subject.includes("Introduction to Prompt Engineering"))!;
    expect(mail.text).toContain(`Joining link: ${findItem("webinar", "introduction-to-prompt-engineering")!.joinUrl}`);
    expect(mail.text).toContain("Place: Online");
    expect(mail.text).toContain("Price: Free");
    expect(mail.text).not.toContain("invoice");
    expect(icsOf(mail).event.location).toBe("Online");
  });

  it("answers 409 'This session is full' for an item at capacity", async () => {
    for (const [k, id] of [["workshop", "deep-learning-with-pytorch"], ["event", "genai-build-challenge-2027"], ["masterclass", "computer-vision-systems"]]) {
      const res = await post("/registrations", { kind: k, item_id: id }, { cookie });
      expect(res.status, id).toBe(409);
      expect((await res.json()).error).toEqual({ code: "session_full", message: "This session is full." });
    }
  });

  it("refuses bad input with 4xx JSON, never 5xx", async () => {
    const cases: [unknown, number, string][] = [
      [{ kind: "party", item_id: "x" }, 400, "validation_error"],
      [{ kind: "workshop" }, 400, "validation_error"],
      [{ kind: "workshop", item_id: "x".repeat(101) }, 400, "validation_error"],
      [{ kind: "workshop", item_id: "no-such-workshop" }, 404, "not_found"],
      [{ kind: "workshop", item_id: "rag-in-production" }, 404, "not_found"],
      ["{not json", 400, "invalid_json"],
      [[], 400, "validation_error"],
      [null, 400, "validation_error"],
    ];
    for (const [body, status, code] of cases) {
      const res = await post("/registrations", body, { cookie });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json()).error.code).toBe(code);
    }
    const text = await t.app.request(new Request(`${TEST_ORIGIN}/api/v1/registrations`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN, "content-type": "text/plain" }, body: "kind=workshop" }));
    expect(text.status).toBe(415);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await post(`/registrations/${id}/cancel`, {}, { cookie });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });

  it("refuses a cookie-authenticated change from another site", async () => {
    const res = await post("/registrations", { kind: "seminar", item_id: "ai-in-indian-banking" }, { cookie, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("invalid_origin");
  });

  it("lists my registrations; cancelling frees the seat at once and mails a CANCEL calendar entry", async () => {
    const mine = await (await get("/registrations", { cookie })).json();
    expect(mine.registrations.map((r: any) => r.item_id)).toEqual(["introduction-to-prompt-engineering", "rag-in-production"]);
    const seminar = mine.registrations.find((r: any) => r.item_id === "rag-in-production");
    const before = await liveOf("seminar", "rag-in-production");

    // Not someone else's.
    expect((await post(`/registrations/${seminar.id}/cancel`, {}, { cookie: otherCookie })).status).toBe(404);

    const res = await post(`/registrations/${seminar.id}/cancel`, {}, { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.registration).toMatchObject({ id: seminar.id, status: "cancelled" });
    expect(body.registration.cancelled_at).toBeTruthy();
    expect(body.item).toMatchObject({ taken: before.taken - 1, registered: false });
    expect((await liveOf("seminar", "rag-in-production")).taken).toBe(before.taken - 1);

    const mail = t.mail.findLast((m) => m.to === "asha@example.com")!;
    expect(mail.subject).toBe("Registration cancelled: Retrieval-Augmented Generation in Production");
    const { calendar, event } = icsOf(mail);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toContain(seminar.id);
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");

    const twice = await post(`/registrations/${seminar.id}/cancel`, {}, { cookie });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe("already_cancelled");
    expect((await (await get("/registrations", { cookie })).json()).registrations.map((r: any) => r.item_id)).toEqual(["introduction-to-prompt-engineering"]);

    // Registering again is a new registration with a new calendar entry.
    const again = await post("/registrations", { kind: "seminar", item_id: "rag-in-production" }, { cookie });
    expect(again.status).toBe(201);
    expect((await again.json()).registration.id).not.toBe(seminar.id);
  });

  it("takes the last seat, then says full; a cancellation opens it again", async () => {
    const item = findItem("workshop", "genai-for-business-leaders")!; // 26 of 30
    const crowd = await quickUsers(t.database.db, item.capacity - item.base + 1, "last-seat");
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const results = [];
    for (const p of crowd) results.push((await post("/registrations", { kind: "workshop", item_id: item.id }, bearer(p.token))).status);
    expect(results).toEqual([201, 201, 201, 201, 409]);
    const live = await liveOf("workshop", item.id);
    expect(live).toMatchObject({ taken: 30, seats_left: 0, full: true });
    const [first] = (await (await get("/registrations", bearer(crowd[0].token))).json()).registrations;
    expect((await post(`/registrations/${first.id}/cancel`, {}, bearer(crowd[0].token))).status).toBe(200);
    expect((await liveOf("workshop", item.id)).full).toBe(false);
    expect((await post("/registrations", { kind: "workshop", item_id: item.id }, bearer(crowd[4].token))).status).toBe(201);
  });

  it("works the same for an API client with a bearer token from /auth/login (no Origin needed)", async () => {
    const login = await post("/auth/login", { email: "ravi@example.com", password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const { token } = await login.json();
    const headers = { authorization: `Bearer ${token}` };
    const res = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/registrations`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ kind: "event", item_id: "ai-in-manufacturing-expo" }) }),
    );
    expect(res.status).toBe(201);
    const again = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/registrations`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ kind: "event", item_id: "ai-in-manufacturing-expo" }) }),
    );
    expect(again.status).toBe(409);
    const mine = await (await get("/registrations", headers)).json();
    expect(mine.registrations.map((r: any) => r.item_id)).toEqual(["ai-in-manufacturing-expo"]);
    expect(mine.registrations[0].item.place).toBe("Auto Cluster Exhibition Centre, Pune");
  });

  it("limits a learner to 20 new registrations an hour (429)", async () => {
    const [p] = await quickUsers(t.database.db, 1, "busy");
    await t.database.db.insert(registrations).values(
      Array.from({ length: 20 }, (_, i) => ({ userId: p.id, itemKind: "webinar" as const, itemId: `old-${i}`, status: "cancelled" as const, cancelledAt: new Date() })),
    );
    const res = await post("/registrations", { kind: "webinar", item_id: "ai-for-hr-and-talent-teams" }, { authorization: `Bearer ${p.token}` });
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe("rate_limited");
  });

  it("staff see each item's registrations with name, e-mail, company and date, and a safe CSV", async () => {
    expect((await get("/admin/registrations", { cookie })).status).toBe(403);
    await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/me`, { method: "PATCH", headers: { cookie: otherCookie, origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ full_name: "Ravi Kumar", company: "=HYPERLINK(\"x\")", phone: null }) }),
    );
    await post("/registrations", { kind: "seminar", item_id: "ai-in-indian-banking" }, { cookie: otherCookie });
    await post("/registrations", { kind: "webinar", item_id: "introduction-to-prompt-engineering" }, { cookie: otherCookie });
    const staff = await signUpConfirmed(t, ADMIN);
    const { cookie: admin } = await enrollTwoFactor(viaApp(t.app), staff, TEST_PASSWORD);

    const res = await get("/admin/registrations", { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.items).toHaveLength(20);
    const banking = body.items.find((i: any) => i.id === "ai-in-indian-banking");
    expect(banking).toMatchObject({ kind: "seminar", capacity: 200, taken: 162, seats_left: 38, start_date: "2027-03-03" });
    expect(banking.registrations).toEqual([
      { id: expect.any(String), name: "Ravi Kumar", email: "ravi@example.com", company: '=HYPERLINK("x")', registered_at: expect.any(String) },
    ]);
    const seminarsOnly = await (await get("/admin/registrations?kind=seminar", { cookie: admin })).json();
    expect(seminarsOnly.items.every((i: any) => i.kind === "seminar")).toBe(true);

    const csv = await get("/admin/registrations/csv?kind=seminar&item_id=ai-in-indian-banking", { cookie: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="registrations-ai-in-indian-banking-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("kind,item_id,item_title,item_date,name,email,company,registered_at");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`seminar,ai-in-indian-banking,AI in Indian Banking and Fintech,2027-03-03,Ravi Kumar,ravi@example.com,"'=HYPERLINK(""x"")"`);
    // Unfiltered: every item's registrations, this learner's two among them (what other tests
    // registered depends on the order and the day, so only these are counted).
    const all = (await (await get("/admin/registrations/csv", { cookie: admin })).text()).trimEnd().split("\r\n");
    expect(all[0]).toBe(lines[0]);
    const ravis = all.filter((line) => line.includes(",ravi@example.com,")).map((line) => line.split(",").slice(0, 2).join(","));
    expect(ravis).toEqual(expect.arrayContaining(["seminar,ai-in-indian-banking", "webinar,introduction-to-prompt-engineering"]));
    expect((await get("/admin/registrations/csv?kind=nope", { cookie: admin })).status).toBe(400);
  });
});

/** The second instance: its own connection pool on the same PostgreSQL database, or the same PGlite. */
async function secondHandle(kind: DatabaseKind, first: DatabaseHandle): Promise<DatabaseHandle> {
  if (kind === "pglite") return first;
  const result = await first.db.execute<{ name: string }>("select current_database() as name" as never);
  const name = ((result as unknown as { rows: { name: string }[] }).rows ?? (result as unknown as { name: string }[]))[0].name;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: "" });
}

describe.each(databaseKinds)("the last seat under 50 simultaneous requests on %s, two server instances", (kind) => {
  let one: TestApp;
  let two: TestApp;
  let second: DatabaseHandle;

  beforeAll(async () => {
    one = await createTestApp(kind);
    second = await secondHandle(kind, one.database);
    two = await createTestApp(kind, { database: second });
  });
  afterAll(async () => {
    if (second !== one.database) await second.close();
    await one.close();
  });

  it("exactly one of 50 gets it; the other 49 hear 'This session is full' (409)", async () => {
    const item = findItem("masterclass", "reinforcement-learning-decision-intelligence")!; // 29 of 35
    // Fill all but the last seat.
    const fillers = await quickUsers(one.database.db, item.capacity - item.base - 1, "filler");
    await one.database.db.insert(registrations).values(fillers.map((f) => ({ userId: f.id, itemKind: item.kind, itemId: item.id })));
    const crowd = await quickUsers(one.database.db, 50, "crowd");

    const started = performance.now();
    const answers = await Promise.all(
      crowd.map(async (p, i) => {
        const app = i % 2 === 0 ? one.app : two.app;
        const res = await app.request(
          new Request(`${TEST_ORIGIN}/api/v1/registrations`, {
            method: "POST",
            headers: { authorization: `Bearer ${p.token}`, "content-type": "application/json" },
            body: JSON.stringify({ kind: item.kind, item_id: item.id }),
          }),
        );
        return { status: res.status, body: await res.json(), ms: performance.now() - started };
      }),
    );
    const total = performance.now() - started;
    const won = answers.filter((a) => a.status === 201);
    const full = answers.filter((a) => a.status === 409 && a.body.error.code === "session_full");
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(`[registrations] ${kind}: ${won.length} of 50 succeeded, ${full.length} full (409); all answered in ${total.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`);
    expect(won).toHaveLength(1);
    expect(full).toHaveLength(49);
    expect(full[0].body.error.message).toBe("This session is full.");

    const rows = await one.database.db.select().from(registrations).where(and(eq(registrations.itemId, item.id), eq(registrations.status, "registered")));
    expect(rows).toHaveLength(item.capacity - item.base);
    const live = (await (await two.app.request(`${TEST_ORIGIN}/api/v1/registrations/items?kind=masterclass`)).json()).items.find((i: any) => i.id === item.id);
    expect(live).toMatchObject({ taken: item.capacity, seats_left: 0, full: true });
    // One confirmation e-mail, from whichever instance took the seat.
    expect(one.mail.length + two.mail.length).toBe(1);
  });
});
