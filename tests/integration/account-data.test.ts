import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  contactInquiries,
  enrollments,
  newsletterSubscribers,
  profiles,
  programs,
  sessions,
  twoFactors,
  users,
} from "../../server/db/schema";
import { cookiesOf, linkIn, sessionCookie, signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";
import { enrollTwoFactor, viaApp } from "./two-factor";

// The learner's data in their hands (issue 18): password and e-mail change, sessions, the data
// export and account deletion, through the API as the Profile tab and API clients use it.

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";
const NEW_PASSWORD = "N3wer-Passw0rd-x";

describe.each(databaseKinds)("the learner's account and data on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.request(
      new Request(`${TEST_ORIGIN}${path}`, {
        method,
        headers: { cookie, origin: TEST_ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const get = (path: string, cookie: string, headers: Record<string, string> = {}) =>
    t.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie, ...headers } });
  const bearer = (path: string, token: string) => t.app.request(`${TEST_ORIGIN}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const signedIn = async (cookie: string) => ((await (await get("/api/auth/get-session", cookie)).json()) as { user?: unknown } | null)?.user !== undefined;

  /** A second browser: signs in with the password and returns its cookie. */
  async function signIn(email: string, password = TEST_PASSWORD, userAgent = FIREFOX) {
    const res = await t.app.request(postJson("/api/auth/sign-in/email", { email, password }, { "user-agent": userAgent }));
    expect(res.status).toBe(200);
    return sessionCookie(res);
  }

  /** An API client: bearer token and refresh token from /api/v1/auth/login. */
  async function apiLogin(email: string, password = TEST_PASSWORD) {
    const res = await t.app.request(postJson("/api/v1/auth/login", { email, password }));
    expect(res.status).toBe(200);
    return (await res.json()) as { token: string; refresh_token: string };
  }

  async function enroll(cookie: string) {
    const [program] = await t.database.db.select().from(programs).limit(1);
    const res = await send("POST", `/api/v1/courses/${program.id}/enroll`, cookie, { payment_method: "upi" });
    expect(res.status).toBe(201);
    return program.id;
  }

  describe("changing the password", () => {
    it("signs out every other browser and kills the API tokens of the account", async () => {
      const email = "pw-change@example.com";
      const here = await signUpConfirmed(t, email);
      const elsewhere = await signIn(email);
      const api = await apiLogin(email);
      expect(await signedIn(elsewhere)).toBe(true);
      expect((await bearer("/api/v1/me", api.token)).status).toBe(200);

      const weak = await send("POST", "/api/auth/change-password", here, { currentPassword: TEST_PASSWORD, newPassword: "password" });
      expect(weak.status).toBe(400);
      const wrong = await send("POST", "/api/auth/change-password", here, { currentPassword: "Wr0ng-password", newPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(400);

      // The page does not ask to revoke the others: the server always ends them.
      const res = await send("POST", "/api/auth/change-password", here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false });
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).not.toMatch(/"token"/);
      // The session that made the change stays, under the same cookie.
      expect(await signedIn(here)).toBe(true);
      expect(await signedIn(elsewhere)).toBe(false);
      expect((await bearer("/api/v1/me", api.token)).status).toBe(401);

      expect(t.mail.findLast((m) => m.to === email)?.subject).toBe("Your password was changed");
      expect((await t.app.request(postJson("/api/auth/sign-in/email", { email, password: TEST_PASSWORD }))).status).toBe(401);
      expect((await t.app.request(postJson("/api/auth/sign-in/email", { email, password: NEW_PASSWORD }))).status).toBe(200);

      // The API client's refresh token died with its session (issue 14 item 1, decision 011).
      const refreshed = await t.app.request(postJson("/api/v1/auth/refresh", { refresh_token: api.refresh_token }));
      expect(refreshed.status).toBe(401);
    });
  });

  describe("changing the e-mail address", () => {
    it("needs the password, confirms the new address by mail, keeps the password and tells the old address", async () => {
      const old = "mail-old@example.com";
      const next = "mail-new@example.com";
      const cookie = await signUpConfirmed(t, old);
      const wrong = await send("POST", "/api/auth/change-email", cookie, { newEmail: next, password: "Wr0ng-password", callbackURL: "/dashboard" });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).code).toBe("INVALID_PASSWORD");
      expect((await send("POST", "/api/auth/change-email", cookie, { newEmail: next, callbackURL: "/dashboard" })).status).toBe(400);

      const res = await send("POST", "/api/auth/change-email", cookie, { newEmail: next, password: TEST_PASSWORD, callbackURL: "/dashboard?email=changed" });
      expect(res.status).toBe(200);
      const mail = t.mail.findLast((m) => m.to === next)!;
      expect(mail.subject).toBe("Confirm your new e-mail address");
      // Nothing changes before the new address is confirmed.
      const [before] = await t.database.db.select().from(users).where(eq(users.email, old));
      expect(before).toBeDefined();

      // Opened in another browser (the phone's mail app): no cookie.
      const verify = await t.app.request(linkIn(mail.text, "/api/auth/verify-email"));
      expect(verify.status).toBe(302);
      expect(verify.headers.get("location")).toBe("/dashboard?email=changed");
      const [after] = await t.database.db.select().from(users).where(eq(users.id, before.id));
      expect(after.email).toBe(next);
      expect(after.emailVerified).toBe(true);
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, before.id));
      expect(profile.email).toBe(next);
      const notice = t.mail.findLast((m) => m.to === old)!;
      expect(notice.subject).toBe("Your account's e-mail address was changed");
      expect(notice.text).toContain(next);
      // The password stays (the link was not a sign-up confirmation), and signs in with the new address only.
      expect((await t.app.request(postJson("/api/auth/sign-in/email", { email: next, password: TEST_PASSWORD }))).status).toBe(200);
      expect((await t.app.request(postJson("/api/auth/sign-in/email", { email: old, password: TEST_PASSWORD }))).status).toBe(401);
      // The link works once only.
      const again = await t.app.request(linkIn(mail.text, "/api/auth/verify-email"));
      expect(again.headers.get("location")).toMatch(/error=/);
    });
  });

  describe("sessions", () => {
    it("lists the devices signed in, signs one out, then all others; never another user's", async () => {
      const email = "sessions@example.com";
      await signUpConfirmed(t, email);
      const chrome = await signIn(email, TEST_PASSWORD, CHROME);
      const firefox = await signIn(email, TEST_PASSWORD, FIREFOX);
      const list = await get("/api/v1/me/sessions", chrome);
      expect(list.headers.get("cache-control")).toBe("no-store");
      const { sessions: mine } = (await list.json()) as { sessions: { id: string; device: string; current: boolean; last_used_at: string }[] };
      expect(mine[0]).toMatchObject({ device: "Chrome on Windows", current: true });
      expect(mine.map((s) => s.device)).toContain("Firefox on Linux");
      expect(mine.length).toBe(3); // the sign-up browser's session too
      const firefoxSession = mine.find((s) => s.device === "Firefox on Linux")!;

      const stranger = await signUpConfirmed(t, "stranger@example.com");
      expect((await send("DELETE", `/api/v1/me/sessions/${firefoxSession.id}`, stranger)).status).toBe(404);
      expect((await send("DELETE", `/api/v1/me/sessions/${firefoxSession.id}`, chrome, undefined, { origin: "https://evil.example" })).status).toBe(403);
      expect(await signedIn(firefox)).toBe(true);

      expect((await send("DELETE", `/api/v1/me/sessions/${firefoxSession.id}`, chrome)).status).toBe(204);
      expect(await signedIn(firefox)).toBe(false);
      expect((await send("DELETE", `/api/v1/me/sessions/${firefoxSession.id}`, chrome)).status).toBe(404);

      const others = await send("DELETE", "/api/v1/me/sessions", chrome);
      expect(await others.json()).toEqual({ ended: 1 });
      const left = (await (await get("/api/v1/me/sessions", chrome)).json()) as { sessions: unknown[] };
      expect(left.sessions).toHaveLength(1);
      expect(await signedIn(chrome)).toBe(true);
      expect(await signedIn(stranger)).toBe(true);
    });
  });

  describe("the data export", () => {
    it("holds every record of the user and nothing of anyone else", async () => {
      const mine = "export-me@example.com";
      const theirs = "export-other@example.com";
      const cookie = await signUpConfirmed(t, mine);
      const other = await signUpConfirmed(t, theirs, { name: "Ravi Other" });
      await send("PATCH", "/api/v1/me", cookie, { full_name: "Asha Verma", company: "Asha Labs", phone: "+91 98765 43210" });
      await send("PATCH", "/api/v1/me", other, { full_name: "Ravi Other", company: "Other Corp", phone: "+91 11111 22222" });
      const programId = await enroll(cookie);
      await enroll(other);
      const inquiry = (email: string, message: string) => ({ name: "Someone", email, message, clientIp: "203.0.113.50" });
      await t.database.db.insert(contactInquiries).values([
        inquiry(mine, "My own question about the data science program."),
        inquiry(theirs, "Their secret question nobody else may read."),
      ]);
      await t.database.db.insert(newsletterSubscribers).values([
        { email: mine, confirmedAt: new Date() },
        { email: theirs, confirmedAt: new Date() },
      ]);

      const res = await get("/api/v1/me/export", cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="cortexa-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const text = await res.text();
      const data = JSON.parse(text);
      expect(data.account.email).toBe(mine);
      expect(data.sign_in_methods).toEqual([expect.objectContaining({ provider: "password" })]);
      expect(data.profile).toMatchObject({ full_name: "Asha Verma", company: "Asha Labs", phone: "+91 98765 43210" });
      expect(data.enrollments).toEqual([expect.objectContaining({ course_id: programId, payment_method: "upi" })]);
      expect(data.certificates).toEqual([]);
      expect(data.contact_inquiries).toEqual([expect.objectContaining({ message: "My own question about the data science program." })]);
      expect(data.newsletter_subscription).toMatchObject({ email: mine });
      expect(data.sessions.length).toBeGreaterThan(0);

      // Nothing of the other user, and no secrets or client addresses.
      const [otherUser] = await t.database.db.select().from(users).where(eq(users.email, theirs));
      for (const foreign of [theirs, otherUser.id, "Other Corp", "Their secret question", "Ravi"]) expect(text).not.toContain(foreign);
      const [myAccount] = await t.database.db.select().from(accounts).where(eq(accounts.providerId, "credential"));
      expect(text).not.toContain(myAccount.password!.slice(0, 20));
      expect(text).not.toContain("203.0.113.50");
      const tokens = await t.database.db.select({ token: sessions.token }).from(sessions);
      for (const { token } of tokens) expect(text).not.toContain(token);

      expect((await t.app.request(`${TEST_ORIGIN}/api/v1/me/export`)).status).toBe(401);
    });
  });

  describe("deleting the account", () => {
    it("needs the password, erases the account, keeps anonymous enrolment counts, and the address can sign up again", async () => {
      const email = "leaving@example.com";
      const cookie = await signUpConfirmed(t, email);
      const api = await apiLogin(email);
      const programId = await enroll(cookie);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      const countFor = async () => (await t.database.db.select().from(enrollments).where(eq(enrollments.programId, programId))).length;
      const enrolled = await countFor();

      expect((await send("DELETE", "/api/v1/me", cookie)).status).toBe(400);
      const wrong = await send("DELETE", "/api/v1/me", cookie, { password: "Wr0ng-password" });
      expect(wrong.status).toBe(403);
      expect((await wrong.json()).error.code).toBe("invalid_password");
      expect((await send("DELETE", "/api/v1/me", cookie, { password: TEST_PASSWORD }, { origin: "https://evil.example" })).status).toBe(403);

      const res = await send("DELETE", "/api/v1/me", cookie, { password: TEST_PASSWORD });
      expect(res.status).toBe(204);
      expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);

      const db = t.database.db;
      expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      expect(await db.select().from(profiles).where(eq(profiles.id, user.id))).toEqual([]);
      expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      expect(await db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([]);
      expect(await countFor()).toBe(enrolled);
      const anonymous = await db.select().from(enrollments).where(and(eq(enrollments.programId, programId), isNull(enrollments.userId)));
      expect(anonymous.length).toBeGreaterThan(0);
      expect(anonymous.every((e) => e.paymentMethod === null)).toBe(true);
      expect(await signedIn(cookie)).toBe(false);
      expect((await bearer("/api/v1/me", api.token)).status).toBe(401);
      expect(t.mail.findLast((m) => m.to === email)?.subject).toBe("Your account was deleted");

      const again = await t.app.request(postJson("/api/auth/sign-up/email", { name: "Asha Again", email, password: TEST_PASSWORD, callbackURL: "/dashboard" }));
      expect(again.status).toBe(200);
      expect(cookiesOf(again)).toBeDefined();
    });

    it("takes a code from the authenticator app or a backup code instead of the password", async () => {
      const email = "leaving-2fa@example.com";
      const first = await signUpConfirmed(t, email);
      const { cookie, totp, backupCodes } = await enrollTwoFactor(viaApp(t.app), first, TEST_PASSWORD);
      expect((await send("DELETE", "/api/v1/me", cookie, { code: "000000" })).status).toBe(403);
      expect((await send("DELETE", "/api/v1/me", cookie, { code: backupCodes[0].replace(/./, "!") })).status).toBe(403);
      const res = await send("DELETE", "/api/v1/me", cookie, { code: totp.generate() });
      expect(res.status).toBe(204);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await t.database.db.select().from(twoFactors)).not.toContainEqual(expect.objectContaining({ userId: expect.any(String), secret: expect.stringContaining(email) }));

      const other = "leaving-backup@example.com";
      const c2 = await signUpConfirmed(t, other);
      const enrolled = await enrollTwoFactor(viaApp(t.app), c2, TEST_PASSWORD);
      expect((await send("DELETE", "/api/v1/me", enrolled.cookie, { code: enrolled.backupCodes[3] })).status).toBe(204);
    });
  });
});
