import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionTokenHash } from "../../server/auth/session-tokens.server";
import type { Database, DatabaseHandle } from "../../server/db/client.server";
import { REDACTED_REASON } from "../../server/me/account-deletion.server";
import { accountErasures, certificateAuditEvents, certificates, enrollments, programs, sessions, users } from "../../server/db/schema";
import { linkIn, sessionCookie, signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { createTestApp, databaseKinds, freshDatabase, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

// Issue 24, findings 3 and 4: a copy of the database (a backup, an export, a stolen disk) holds no
// credential that works, and what a deleted learner leaves behind says nothing about them.

/** Every row of every table of the public schema, as text: what a copy of the database shows. */
async function everyRow(db: Database): Promise<string> {
  const tables = (await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
    rows: { name: string }[];
  };
  const texts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select t::text as row from "${name}" t`))) as unknown as { rows: { row: string }[] };
    texts.push(...rows.rows.map((r) => `${name}: ${r.row}`));
  }
  return texts.join("\n");
}

/** The session token a session cookie ("name=token.signature") carries. */
const tokenOfCookie = (cookie: string) => decodeURIComponent(cookie.split("=").slice(1).join("=")).split(".")[0];

describe.each(databaseKinds)("data at rest on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string>) => t.app.request(`${TEST_ORIGIN}${path}`, { headers });

  it("keeps no session, API or reset token in any row: what a copy holds opens nothing", async () => {
    const email = "at-rest@example.com";
    const browser = await signUpConfirmed(t, email);
    const signIn = await t.app.request(postJson("/api/auth/sign-in/email", { email, password: TEST_PASSWORD }));
    const second = sessionCookie(signIn);
    const login = (await (await t.app.request(postJson("/api/v1/auth/login", { email, password: TEST_PASSWORD }))).json()) as { token: string; refresh_token: string };
    const reset = await t.app.request(postJson("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }));
    expect(reset.status).toBe(200);
    const resetToken = new URL(linkIn(t.mail.findLast((m) => m.to === email)!.text, "/reset-password/")).pathname.split("/").pop()!;

    const secrets = { browser: tokenOfCookie(browser), second: tokenOfCookie(second), api: login.token, refresh: login.refresh_token, reset: resetToken };
    for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThanOrEqual(24);
    // The sessions work...
    expect((await get("/api/v1/me", { cookie: browser })).status).toBe(200);
    expect((await get("/api/v1/me", { authorization: `Bearer ${login.token}` })).status).toBe(200);
    // ...and no row holds what opens them.
    const copy = await everyRow(t.database.db);
    for (const [name, value] of Object.entries(secrets)) expect(copy.includes(value), `${name} token found in the database`).toBe(false);

    // What the sessions table keeps, presented as a bearer token (unsigned, as the bearer plugin
    // accepts), opens nothing.
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const stored = await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.length).toBe(3);
    for (const { token } of stored) expect((await get("/api/v1/me", { authorization: `Bearer ${token}` })).status).toBe(401);

    // The reset link still works (it is looked up by its hash), once.
    const newPassword = "An0ther-Passw0rd";
    const used = await t.app.request(postJson("/api/auth/reset-password", { token: resetToken, newPassword }));
    expect(used.status).toBe(200);
    expect((await t.app.request(postJson("/api/auth/reset-password", { token: resetToken, newPassword }))).status).toBe(400);
  });

  it("signs out, ends other sessions and refreshes with hashed tokens", async () => {
    const email = "at-rest-2@example.com";
    const here = await signUpConfirmed(t, email);
    const there = sessionCookie(await t.app.request(postJson("/api/auth/sign-in/email", { email, password: TEST_PASSWORD })));
    const login = (await (await t.app.request(postJson("/api/v1/auth/login", { email, password: TEST_PASSWORD }))).json()) as { token: string; refresh_token: string };
    const refreshed = await t.app.request(postJson("/api/v1/auth/refresh", { refresh_token: login.refresh_token }));
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { token: string };
    expect((await get("/api/v1/me", { authorization: `Bearer ${next.token}` })).status).toBe(200);
    expect((await get("/api/v1/me", { authorization: `Bearer ${login.token}` })).status).toBe(401);

    const out = await t.app.request(new Request(`${TEST_ORIGIN}/api/auth/sign-out`, { method: "POST", headers: { cookie: there, origin: TEST_ORIGIN, "content-type": "application/json" }, body: "{}" }));
    expect(out.status).toBe(200);
    expect((await get("/api/v1/me", { cookie: there })).status).toBe(401);
    expect((await get("/api/v1/me", { cookie: here })).status).toBe(200);
  });

  it("redacts staff's revocation reasons of a learner who deletes their account, and records the deletion", async () => {
    const email = "revoked-then-gone@example.com";
    const cookie = await signUpConfirmed(t, email);
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const [program] = await db.select().from(programs).limit(1);
    const [enrollment] = await db.insert(enrollments).values({ userId: user.id, programId: program.id, status: "completed", progress: 100 }).returning();
    const [certificate] = await db
      .insert(certificates)
      .values({
        code: "ABCDEFGHJKMN",
        enrollmentId: enrollment.id,
        userId: user.id,
        learnerName: "Asha Verma",
        programTitle: program.title,
        programLevel: program.level,
        programDuration: program.duration,
        revokedAt: new Date(),
        revocationReason: "Asha Verma of Pune copied the capstone",
      })
      .returning();
    await db.insert(certificateAuditEvents).values({
      certificateId: certificate.id,
      code: certificate.code,
      actorEmail: "staff@example.com",
      action: "certificate_revoked",
      reason: "Asha Verma of Pune copied the capstone",
    });

    const res = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/me`, {
        method: "DELETE",
        headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      }),
    );
    expect(res.status).toBe(204);
    const [event] = await db.select().from(certificateAuditEvents).where(eq(certificateAuditEvents.certificateId, certificate.id));
    expect(event).toMatchObject({ action: "certificate_revoked", code: certificate.code, actorEmail: "staff@example.com" });
    expect(event.reason).not.toContain("Asha");
    expect(await everyRow(db)).not.toContain("Pune");
    // The deletion is recorded by the account's id alone, for a restore to apply it again.
    const recorded = await db.select().from(accountErasures).where(eq(accountErasures.userId, user.id));
    expect(recorded).toHaveLength(1);
    expect(JSON.stringify(recorded)).not.toContain(email);
  });
});

/** A copy of drizzle/ whose journal stops before the data-at-rest migration. */
function migrationsBefore(tagEnd: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "old-migrations-"));
  fs.cpSync(path.resolve(import.meta.dirname, "../../drizzle"), dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag.endsWith(tagEnd)));
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe.each(databaseKinds)("the data-at-rest migration on %s", (kind) => {
  let handle: DatabaseHandle;
  let folder: string;
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  beforeAll(async () => {
    folder = migrationsBefore("_data-at-rest");
    handle = await freshDatabase(kind);
    for (const statement of ["drop schema public cascade", "create schema public", "drop schema if exists drizzle cascade"]) await handle.db.execute(sql.raw(statement));
    const { migrate } = handle.kind === "pglite" ? await import("drizzle-orm/pglite/migrator") : await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("ends the sessions and reset links older copies hold, hashes the other verification rows, drops provider tokens, redacts orphaned reasons", async () => {
    const soon = new Date(Date.now() + 3_600_000);
    await handle.db.execute(sql`insert into users (id, name, email) values ('u1', 'Asha', 'asha@example.com')`);
    await handle.db.execute(sql`insert into sessions (id, token, user_id, expires_at) values ('s1', 'plain-session-token', 'u1', ${soon})`);
    await handle.db.execute(sql`insert into verifications (id, identifier, value, expires_at) values
      ('v1', 'reset-password:plain-reset-token', 'u1', ${soon}), ('v2', 'trust-device-abc', 'u1', ${soon})`);
    await handle.db.execute(sql`insert into accounts (id, account_id, provider_id, user_id, access_token, refresh_token, id_token) values
      ('a1', '4242', 'github', 'u1', 'gho_plain', 'ghr_plain', null)`);
    await handle.db.execute(sql`insert into certificate_audit_events (certificate_id, code, actor_email, action, reason) values
      (gen_random_uuid(), 'ABCDEFGHJKMN', 'staff@example.com', 'certificate_revoked', 'Asha of Pune copied it')`);

    await handle.migrate();

    expect(await rows(sql`select id from sessions`)).toEqual([]);
    const verifications = await rows<{ id: string; identifier: string }>(sql`select id, identifier from verifications order by id`);
    expect(verifications).toEqual([{ id: "v2", identifier: createHashBase64Url("trust-device-abc") }]);
    expect(await rows(sql`select access_token, refresh_token, id_token from accounts`)).toEqual([{ access_token: null, refresh_token: null, id_token: null }]);
    expect(await rows(sql`select reason from certificate_audit_events`)).toEqual([{ reason: REDACTED_REASON }]);
  });

  it("stores new session tokens as their SHA-256", () => {
    expect(sessionTokenHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

/** better-auth's hashed verification identifier: base64url SHA-256 without padding. */
function createHashBase64Url(text: string) {
  return createHash("sha256").update(text).digest("base64url");
}
