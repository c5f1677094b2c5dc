import { and, eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountAuditEvents, accounts, contactInquiries, newsletterSubscribers, sessions, twoFactors, users } from "../../server/db/schema";
import { TEST_PASSWORD, cookiesOf, linkIn, sessionCookie } from "./accounts";
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from "./test-app";
import { sessionTokenHash } from "../../server/auth/session-tokens.server";

// Issue 24, "Accounts worth trusting II": the second factor belongs to the session (finding 1),
// provider accounts cannot squat an address (finding 2), the smaller findings of 5 that concern
// sign-in (single-use codes, limits, ending sessions) and confirming in another browser (6).

const password = TEST_PASSWORD;
const STAFF2 = "staff.two@cortexa.test";
const LISTED = "listed@cortexa.test";

describe.each(databaseKinds)("accounts worth trusting II (%s)", (kind) => {
  const provider = new OAuth2Server();
  let claims: Record<string, unknown> = {};
  let t: TestApp;

  beforeAll(async () => {
    await provider.issuer.keys.generate("RS256");
    provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
    provider.service.on("beforeUserinfo", (response) => (response.body = { ...claims }));
    await provider.start(0, "127.0.0.1");
    t = await createTestApp(kind, {
      adminEmails: [STAFF2, LISTED, ...[1, 2, 3, 4, 5, 6].map((n) => `staff-${n}@cortexa.test`)],
      oauth: { google: { clientId: "google-client", clientSecret: "google-secret", issuer: provider.issuer.url! } },
    });
  });
  afterAll(async () => {
    await provider.stop();
    await t.close();
  });

  const send = (path: string, cookie = "", init: RequestInit = {}) =>
    t.app.request(new Request(`${TEST_ORIGIN}${path}`, { ...init, headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json", ...init.headers } }));
  const post = (path: string, body: unknown, cookie = "") => send(path, cookie, { method: "POST", body: JSON.stringify(body) });
  const signUp = (email: string, pw = password) => post("/api/auth/sign-up/email", { name: "Asha Verma", email, password: pw, callbackURL: "/dashboard" });
  const signIn = (email: string, pw = password, cookie = "") => post("/api/auth/sign-in/email", { email, password: pw }, cookie);
  const confirmLink = (email: string) => linkIn(t.mail.findLast((m) => m.to === email && /Confirm/.test(m.subject))!.text, "/api/auth/verify-email");
  const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  const staffInbox = (cookie: string, headers: Record<string, string> = {}) => send("/api/v1/admin/inquiries", cookie, { headers });
  const hasSession = (res: Response) => res.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c));

  async function confirmedUser(email: string): Promise<string> {
    const res = await signUp(email);
    expect(res.status).toBe(200);
    const verify = await t.app.request(confirmLink(email), { headers: { cookie: cookiesOf(res) } });
    return sessionCookie(verify);
  }
  async function enroll(cookie: string) {
    const enable = await post("/api/auth/two-factor/enable", { password }, cookie);
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const code = unusedCodes(totp);
    const verify = await post("/api/auth/two-factor/verify-totp", { code: await code() }, cookie);
    expect(verify.status).toBe(200);
    return { totp, backupCodes, code, cookie: sessionCookie(verify) };
  }
  /**
   * Codes of the authenticator app, each of a later 30-second step than the last one given (the
   * server takes each step once, and none older): the step before now, now, the next; after
   * those, it waits for the clock to reach a new step.
   */
  function unusedCodes(totp: OTPAuth.TOTP) {
    let last = -Infinity;
    return async function next(): Promise<string> {
      for (;;) {
        const now = Math.floor(Date.now() / 30_000);
        const step = [now - 1, now, now + 1].find((s) => s > last);
        if (step !== undefined) {
          last = step;
          return totp.generate({ timestamp: step * 30_000 });
        }
        await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 50));
      }
    };
  }
  /** Password, then the code: the session of a finished two-factor sign-in. */
  async function twoFactorSignIn(email: string, code: string, extra: Record<string, unknown> = {}) {
    const first = await signIn(email);
    expect((await first.json()).twoFactorRedirect).toBe(true);
    return post("/api/auth/two-factor/verify-totp", { code, ...extra }, cookiesOf(first));
  }
  /** An ID token our Google client would accept, as a phone app gets from Google. */
  const googleIdToken = (payload: Record<string, unknown>) =>
    provider.issuer.buildToken({
      scopesOrTransform: (_header, body) => Object.assign(body, { aud: "google-client", nonce: "n-1", ...payload }),
    });
  const signInWithIdToken = async (payload: Record<string, unknown>) =>
    post("/api/auth/sign-in/social", { provider: "google", idToken: { token: await googleIdToken(payload), nonce: "n-1" } });
  /** The provider round trip in the browser: start, the provider's redirect back, our callback. */
  async function signInWithGoogle(): Promise<Response> {
    const start = await post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/dashboard", errorCallbackURL: "/auth?provider=google" });
    const { url } = await start.json();
    const authorize = await fetch(url, { redirect: "manual" });
    const back = new URL(authorize.headers.get("location")!);
    return t.app.request(`${TEST_ORIGIN}${back.pathname}${back.search}`, { headers: { cookie: cookiesOf(start) } });
  }
  /** A session made behind the second factor's back (a route that skipped it, or one from before this change). */
  async function sessionWithoutSecondFactor(userId: string): Promise<string> {
    const ctx = await t.auth.$context;
    return (await ctx.internalAdapter.createSession(userId)).token;
  }

  describe("finding 1: the second factor is a property of the session", () => {
    /** A staff member with two-factor on (and their Google account linked); `code()` gives an unused code. */
    async function staffMember(n: number) {
      const email = `staff-${n}@cortexa.test`;
      const cookie = await confirmedUser(email);
      claims = { sub: `google-staff-${n}`, email, email_verified: true, name: "Staff Member" };
      expect((await signInWithIdToken(claims)).status).toBe(200);
      const enrolled = await enroll(cookie);
      expect((await staffInbox(enrolled.cookie)).status).toBe(200);
      return { email, ...enrolled };
    }

    it("password sign-in: only the session that passed the code opens the staff pages", async () => {
      const staff = await staffMember(1);
      const done = await twoFactorSignIn(staff.email, await staff.code());
      expect(done.status).toBe(200);
      expect((await staffInbox(sessionCookie(done))).status).toBe(200);
      // A session of the same account that did not pass it is refused.
      const token = await sessionWithoutSecondFactor((await userRow(staff.email)).id);
      const res = await staffInbox("", { authorization: `Bearer ${token}` });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("two_factor_required");
    });

    it("password sign-in on a device trusted after a code passes it", async () => {
      const staff = await staffMember(2);
      const first = await twoFactorSignIn(staff.email, await staff.code(), { trustDevice: true });
      const trust = first.headers.getSetCookie().find((c) => c.includes("trust_device="))!.split(";")[0];
      const next = await signIn(staff.email, password, trust);
      expect((await staffInbox(sessionCookie(next))).status).toBe(200);
    });

    it("provider redirect: asks for the code, and the session after it opens the staff pages", async () => {
      const staff = await staffMember(3);
      claims = { sub: "google-staff-3", email: staff.email, email_verified: true, name: "Staff Member" };
      const callback = await signInWithGoogle();
      expect(callback.headers.get("location")).toBe("/auth?two-factor=1");
      expect(hasSession(callback)).toBe(false);
      const done = await post("/api/auth/two-factor/verify-totp", { code: await staff.code() }, cookiesOf(callback));
      expect(done.status).toBe(200);
      expect((await staffInbox(sessionCookie(done))).status).toBe(200);
    });

    it("provider ID token: refused for an account with two-factor (it cannot be challenged), no session made", async () => {
      const staff = await staffMember(4);
      const userId = (await userRow(staff.email)).id;
      const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      const res = await signInWithIdToken({ sub: "google-staff-4", email: staff.email, email_verified: true });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("TWO_FACTOR_REQUIRED");
      expect(hasSession(res)).toBe(false);
      const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(after.length).toBe(before.length);
    });

    it("REST API login: the bearer token of a login with the code opens the staff API, and so does its refreshed successor", async () => {
      const staff = await staffMember(5);
      const login = await post("/api/v1/auth/login", { email: staff.email, password, totp_code: await staff.code() });
      expect(login.status).toBe(200);
      const tokens = await login.json();
      expect((await staffInbox("", { authorization: `Bearer ${tokens.token}` })).status).toBe(200);
      const refreshed = await (await post("/api/v1/auth/refresh", { refresh_token: tokens.refresh_token })).json();
      expect((await staffInbox("", { authorization: `Bearer ${refreshed.token}` })).status).toBe(200);
    });

    it("a replacement session (password change that signs out the others) keeps what the one it replaces passed", async () => {
      const staff = await staffMember(6);
      const changed = await post("/api/auth/change-password", { currentPassword: password, newPassword: "N3wStaffSecret", revokeOtherSessions: true }, staff.cookie);
      expect(changed.status).toBe(200);
      expect((await staffInbox(sessionCookie(changed))).status).toBe(200);
    });
  });

  describe("finding 2: provider sign-ups need a verified address; the first confirmation clears what came before it", () => {
    it("a provider sign-up with an address the provider did not verify makes no account and no session", async () => {
      const email = "squatter-new@example.com";
      claims = { sub: "google-squat", email, email_verified: false, name: "Not The Owner" };
      const callback = await signInWithGoogle();
      expect(callback.status).toBe(302);
      expect(callback.headers.get("location")).toMatch(/^\/auth\?provider=google&error=/);
      expect(hasSession(callback)).toBe(false);
      expect(await userRow(email)).toBeUndefined();
      const viaIdToken = await signInWithIdToken({ sub: "google-squat-2", email, email_verified: false });
      expect(viaIdToken.status).toBeGreaterThanOrEqual(400);
      expect(await userRow(email)).toBeUndefined();
    });

    /** An unconfirmed account with someone else's provider link, two-factor and session (made before this change). */
    async function squatted(email: string) {
      expect((await signUp(email, "Squ4tter2024x")).status).toBe(200);
      const user = await userRow(email);
      await t.database.db.insert(accounts).values({ id: `acc-${email}`, accountId: `google-${email}`, providerId: "google", userId: user.id });
      await t.database.db.insert(twoFactors).values({ id: `tf-${email}`, secret: "x", backupCodes: "x", userId: user.id, verified: true });
      await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
      const token = await sessionWithoutSecondFactor(user.id);
      return { user, token };
    }

    it("the owner's confirmation link removes the provider link, two-factor and the sessions made before it", async () => {
      const email = "owner-confirms@example.com";
      const { user, token } = await squatted(email);
      const verify = await t.app.request(confirmLink(email));
      expect(verify.status).toBe(302);
      const rows = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
      expect(rows.filter((a) => a.providerId !== "credential")).toEqual([]);
      expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
      expect((await userRow(email)).twoFactorEnabled).toBe(false);
      expect(await t.database.db.select().from(sessions).where(eq(sessions.token, sessionTokenHash(token)))).toEqual([]);
      expect((await send("/api/v1/me", "", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    });

    it("so does choosing a password from a reset e-mail, and an ADMIN_EMAILS address gets its role only then, with nobody else's access", async () => {
      const { user, token } = await squatted(LISTED);
      expect((await userRow(LISTED)).role).toBe("learner");
      await post("/api/auth/request-password-reset", { email: LISTED, redirectTo: "/reset-password" });
      const landing = await t.app.request(linkIn(t.mail.findLast((m) => m.to === LISTED && /Reset/.test(m.subject))!.text, "/api/auth/reset-password/"));
      const resetToken = new URL(landing.headers.get("location")!, TEST_ORIGIN).searchParams.get("token");
      expect((await post("/api/auth/reset-password", { token: resetToken, newPassword: "0wnerChoice9" })).status).toBe(200);
      const row = await userRow(LISTED);
      expect(row.role).toBe("admin");
      expect(row.twoFactorEnabled).toBe(false);
      const rows = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
      expect(rows.map((a) => a.providerId)).toEqual(["credential"]);
      expect(await t.database.db.select().from(sessions).where(eq(sessions.token, sessionTokenHash(token)))).toEqual([]);
    });

    it("the data export gives inquiries and the newsletter by address only when the address is confirmed", async () => {
      const email = "unconfirmed-export@example.com";
      expect((await signUp(email)).status).toBe(200);
      const user = await userRow(email);
      await t.database.db.insert(contactInquiries).values({ name: "Real Owner", email, message: "Private question about my salary negotiation." });
      await t.database.db.insert(newsletterSubscribers).values({ email, confirmedAt: new Date() });
      const token = await sessionWithoutSecondFactor(user.id);
      const exported = await (await send("/api/v1/me/export", "", { headers: { authorization: `Bearer ${token}` } })).json();
      expect(exported.contact_inquiries).toEqual([]);
      expect(exported.newsletter_subscription).toBeNull();
    });
  });

  describe("finding 5: codes once, limits, ending sessions", () => {
    it("an authenticator code accepted once is refused the second time within its window, on every route", async () => {
      const email = "code-once@example.com";
      const { code: nextCode } = await enroll(await confirmedUser(email));
      const code = await nextCode();
      expect((await twoFactorSignIn(email, code)).status).toBe(200);
      const again = await twoFactorSignIn(email, code);
      expect(again.status).toBe(401);
      expect(hasSession(again)).toBe(false);
      const viaApi = await post("/api/v1/auth/login", { email, password, totp_code: code });
      expect(viaApi.status).toBe(401);
      // Nor can it delete the account.
      const lastCode = await nextCode();
      const done = await twoFactorSignIn(email, lastCode);
      expect(done.status).toBe(200);
      const del = await send("/api/v1/me", sessionCookie(done), { method: "DELETE", body: JSON.stringify({ code: lastCode }) });
      expect(del.status).toBe(403);
      expect((await del.json()).error.code).toBe("invalid_code");
    });

    it("limits the password checks of account deletion and of an address change, per account", async () => {
      const email = "limited-checks@example.com";
      const cookie = await confirmedUser(email);
      let last = 0;
      for (let i = 0; i < 12; i++) {
        last = (await send("/api/v1/me", cookie, { method: "DELETE", body: JSON.stringify({ password: `Wr0ngGuess${i}` }) })).status;
      }
      expect(last).toBe(429);
      // The right password is refused too until the limit is over: the guesser learns nothing.
      const right = await send("/api/v1/me", cookie, { method: "DELETE", body: JSON.stringify({ password }) });
      expect(right.status).toBe(429);
      expect(await userRow(email)).toBeDefined();
      const change = await post("/api/auth/change-email", { newEmail: "elsewhere@example.com", password: "Wr0ngAgain1" }, cookie);
      expect(change.status).toBe(429);
    });

    it("turning two-factor off ends the account's other sessions", async () => {
      const email = "two-factor-off@example.com";
      const { code, cookie } = await enroll(await confirmedUser(email));
      const other = await twoFactorSignIn(email, await code());
      expect(other.status).toBe(200);
      const off = await post("/api/auth/two-factor/disable", { password }, cookie);
      expect(off.status).toBe(200);
      expect(await (await send("/api/auth/get-session", sessionCookie(other))).json()).toBeNull();
      expect((await (await send("/api/auth/get-session", sessionCookie(off))).json())?.user.email).toBe(email);
    });

    it("staff end every session of a user, and it is audited", async () => {
      const learner = "ended-by-staff@example.com";
      const learnerCookie = await confirmedUser(learner);
      const learnerId = (await userRow(learner)).id;
      await sessionWithoutSecondFactor(learnerId);
      const { cookie: staff } = await enroll(await confirmedUser(STAFF2));

      const found = await send(`/api/v1/admin/users?q=${encodeURIComponent(learner)}`, staff);
      expect(found.status).toBe(200);
      const list = await found.json();
      expect(list.users).toEqual([expect.objectContaining({ id: learnerId, email: learner, active_sessions: 2 })]);

      const ended = await send(`/api/v1/admin/users/${learnerId}/sessions`, staff, { method: "DELETE" });
      expect(ended.status).toBe(200);
      expect(await ended.json()).toEqual({ ended: 2 });
      expect(await (await send("/api/auth/get-session", learnerCookie)).json()).toBeNull();
      const audit = await t.database.db.select().from(accountAuditEvents).where(and(eq(accountAuditEvents.userId, learnerId), eq(accountAuditEvents.action, "sessions_ended")));
      expect(audit).toEqual([expect.objectContaining({ actorEmail: STAFF2, sessionsEnded: 2 })]);
      // A learner cannot.
      const refused = await send(`/api/v1/admin/users/${learnerId}/sessions`, await confirmedUser("curious@example.com"), { method: "DELETE" });
      expect(refused.status).toBe(403);
      // Nor another site's page, with the staff member's cookie.
      const crossSite = await t.app.request(new Request(`${TEST_ORIGIN}/api/v1/admin/users/${learnerId}/sessions`, { method: "DELETE", headers: { cookie: staff, origin: "https://evil.example" } }));
      expect(crossSite.status).toBe(403);
    });
  });

  describe("finding 6: confirming in another browser", () => {
    async function signedUpElsewhere(email: string, pw: string) {
      expect((await signUp(email, pw)).status).toBe(200);
      // The link opened in another browser (no sign-up cookie): the person is asked for the password.
      const verify = await t.app.request(confirmLink(email));
      const target = new URL(verify.headers.get("location")!, TEST_ORIGIN);
      expect(target.pathname).toBe("/reset-password");
      expect(target.searchParams.get("confirmed")).toBe("1");
      // Until then the sign-up password does not open the account.
      expect((await signIn(email, pw)).status).toBe(401);
      return target.searchParams.get("token")!;
    }

    it("keeps the sign-up password when the person types it", async () => {
      const email = "phone-keeps@example.com";
      const token = await signedUpElsewhere(email, "L4ptopChosen");
      const wrong = await post("/api/v1/auth/keep-password", { token, password: "N0tTheSame1" });
      expect(wrong.status).toBe(403);
      expect((await wrong.json()).error.code).toBe("invalid_password");
      const kept = await post("/api/v1/auth/keep-password", { token, password: "L4ptopChosen" });
      expect(kept.status).toBe(204);
      expect((await signIn(email, "L4ptopChosen")).status).toBe(200);
      // The link is spent.
      expect((await post("/api/v1/auth/keep-password", { token, password: "L4ptopChosen" })).status).toBe(404);
    });

    it("or takes a new one instead (and then the sign-up password is gone for good)", async () => {
      const email = "phone-chooses@example.com";
      const token = await signedUpElsewhere(email, "L4ptopChosen");
      expect((await post("/api/auth/reset-password", { token, newPassword: "Ph0neChosen9" })).status).toBe(200);
      expect((await signIn(email, "Ph0neChosen9")).status).toBe(200);
      expect((await signIn(email, "L4ptopChosen")).status).toBe(401);
      expect((await post("/api/v1/auth/keep-password", { token, password: "L4ptopChosen" })).status).toBe(404);
    });
  });
});
