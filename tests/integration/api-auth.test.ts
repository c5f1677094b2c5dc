import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionTokenHash } from "../../server/auth/session-tokens.server";
import { apiCalls, createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";
import { apiRefreshTokens, sessions } from "../../server/db/schema";
import { cookiesOf, linkIn, signedInUser, signUpConfirmed, TEST_PASSWORD } from "./accounts";
import { enrollTwoFactor, viaApp } from "./two-factor";

const password = TEST_PASSWORD;

// server/api-auth/api-auth.server.ts: bearer tokens for API clients.
describe.each(databaseKinds)("REST API sign-in, tokens and registration on %s", (kind) => {
  let t: TestApp;
  let userId: string;
  let token: string;
  let refreshToken: string;

  const confirmed = (email: string) => signUpConfirmed(t, email);

  const { get, post } = apiCalls(() => t);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    ({ id: userId } = await signedInUser(t, "learner@example.com"));
  });
  afterAll(() => t.close());

  it("logs in with the REST API and uses the bearer token", async () => {
    const bad = await post("/auth/login", { email: "learner@example.com", password: "Wr0ngPassword" });
    expect(bad.status).toBe(401);
    expect((await post("/auth/login", { email: "nope" })).status).toBe(400);
    const res = await post("/auth/login", { email: "Learner@Example.com", password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token_type: "Bearer", user: { id: userId, email: "learner@example.com", name: "Asha Verma" } });
    expect(body.expires_in).toBeGreaterThan(0);
    token = body.token;
    refreshToken = body.refresh_token;
    const mine = await get(`/users/${userId}/progress`, { authorization: `Bearer ${token}` });
    expect(mine.status).toBe(200);
    // A bearer request needs no Origin: it cannot be forged by another site.
    const course = (await (await get("/courses")).json()).data[3];
    const enroll = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/courses/${course.id}/enroll`, { method: "POST", headers: { authorization: `Bearer ${token}` } }),
    );
    expect(enroll.status).toBe(201);
    expect((await get("/me", { authorization: "Bearer not-a-token" })).status).toBe(401);
  });

  it("rotates refresh tokens: an old one stops working", async () => {
    const res = await post("/auth/refresh", { refresh_token: refreshToken });
    expect(res.status).toBe(200);
    const next = await res.json();
    expect(next.refresh_token).not.toBe(refreshToken);
    expect((await get("/me", { authorization: `Bearer ${next.token}` })).status).toBe(200);
    expect((await get("/me", { authorization: `Bearer ${token}` })).status).toBe(401);
    const reused = await post("/auth/refresh", { refresh_token: refreshToken });
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe("invalid_refresh_token");
    expect((await post("/auth/refresh", {})).status).toBe(400);
  });

  it("registers through the REST API with e-mail confirmation", async () => {
    const res = await post("/auth/register", { email: "api.user@example.com", password, name: "Api User" });
    expect(res.status).toBe(201);
    expect((await res.json()).user.email).toBe("api.user@example.com");
    expect(t.mail.findLast((m) => m.to === "api.user@example.com")?.subject).toBe("Confirm your e-mail address");
    expect((await post("/auth/login", { email: "api.user@example.com", password })).status).toBe(403);
    const dupe = await post("/auth/register", { email: "api.user@example.com", password, name: "Api User" });
    expect(dupe.status).toBe(409);
    expect((await post("/auth/register", { email: "short@example.com", password: "short", name: "X" })).status).toBe(400);
  });

  // Issue 14 item 1: a refresh token lives no longer than its session, its family and the password.
  describe("refresh tokens and their sessions", () => {
    let n = 0;
    /** A confirmed account signed in through the REST API: its e-mail, tokens and a browser cookie. */
    async function apiAccount() {
      const email = `tokens-${++n}@example.com`;
      const cookie = await confirmed(email);
      const res = await post("/auth/login", { email, password });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { token: string; refresh_token: string };
      return { email, cookie, token: body.token, refreshToken: body.refresh_token };
    }
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const refresh = (refresh_token: string) => post("/auth/refresh", { refresh_token });
    const expectRefused = async (res: Response) => {
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("invalid_refresh_token");
    };
    const browserSession = async (cookie: string) => (await t.app.request(`${TEST_ORIGIN}/api/auth/get-session`, { headers: { cookie } })).json();

    it("refuses a refresh token once its session has signed out", async () => {
      const a = await apiAccount();
      // An API client signs out with better-auth's endpoint and its bearer token.
      const out = await t.app.request(postJson("/api/auth/sign-out", {}, bearer(a.token)));
      expect(out.status).toBe(200);
      expect((await get("/me", bearer(a.token))).status).toBe(401);
      await expectRefused(await refresh(a.refreshToken));
    });

    it("refuses a refresh token whose session has expired", async () => {
      const a = await apiAccount();
      await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where token = ${sessionTokenHash(a.token)}`);
      await expectRefused(await refresh(a.refreshToken));
    });

    it("a password reset ends every refresh token", async () => {
      const a = await apiAccount();
      await t.app.request(postJson("/api/auth/request-password-reset", { email: a.email, redirectTo: "/reset-password" }));
      const landing = await t.app.request(linkIn(t.mail.findLast((m) => m.to === a.email && /Reset/.test(m.subject))!.text, "/api/auth/reset-password/"));
      const resetToken = new URL(landing.headers.get("location")!, TEST_ORIGIN).searchParams.get("token");
      expect((await t.app.request(postJson("/api/auth/reset-password", { token: resetToken, newPassword: "N3wPassphrase" }))).status).toBe(200);
      await expectRefused(await refresh(a.refreshToken));
    });

    it("a password change ends every other session and refresh token, not the one that made it", async () => {
      const a = await apiAccount();
      const change = await t.app.request(
        postJson("/api/auth/change-password", { currentPassword: password, newPassword: "Chang3dPassword" }, { cookie: a.cookie }),
      );
      expect(change.status).toBe(200);
      expect((await get("/me", bearer(a.token))).status).toBe(401);
      await expectRefused(await refresh(a.refreshToken));
      expect((await browserSession(a.cookie))?.user.email).toBe(a.email);

      // Changed with an API client's token: that client keeps its session and refresh token.
      const login = await (await post("/auth/login", { email: a.email, password: "Chang3dPassword" })).json();
      const change2 = await t.app.request(
        postJson("/api/auth/change-password", { currentPassword: "Chang3dPassword", newPassword: "Chang3dAgain99" }, bearer(login.token)),
      );
      expect(change2.status).toBe(200);
      expect(await browserSession(a.cookie)).toBeNull();
      expect((await refresh(login.refresh_token)).status).toBe(200);
    });

    it("a used refresh token coming back ends its family and every session of the account", async () => {
      const a = await apiAccount();
      const first = await refresh(a.refreshToken);
      expect(first.status).toBe(200);
      const next = await first.json();
      // Someone replays the token that was already exchanged.
      await expectRefused(await refresh(a.refreshToken));
      await expectRefused(await refresh(next.refresh_token));
      expect((await get("/me", bearer(next.token))).status).toBe(401);
      expect(await browserSession(a.cookie)).toBeNull();
    });

    it("gives a family an absolute lifetime: 30 days from sign-in for a learner, however often it is refreshed", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      try {
        const a = await apiAccount();
        let current = a.refreshToken;
        // Refreshed every 10 days: fine up to day 30 from the sign-in.
        for (let day = 10; day < 30; day += 10) {
          vi.setSystemTime(Date.now() + 10 * 86_400_000);
          const res = await refresh(current);
          expect(res.status, `day ${day}`).toBe(200);
          const body = await res.json();
          // The access token ends with the family, not 30 days after the refresh.
          expect(body.expires_in).toBeLessThanOrEqual((30 - day) * 86_400 + 5);
          current = body.refresh_token;
        }
        vi.setSystemTime(Date.now() + 10 * 86_400_000 + 60_000);
        await expectRefused(await refresh(current));
      } finally {
        vi.useRealTimers();
      }
    });

    it("gives a staff family 12 hours from sign-in, and a staff session's idle extension stops there", async () => {
      const email = "api.boss@cortexa.test";
      const staff = await createTestApp(kind, { adminEmails: [email], database: t.database });
      const res = await staff.app.request(postJson("/api/auth/sign-up/email", { name: "Priya Raman", email, password, callbackURL: "/dashboard" }));
      await staff.app.request(linkIn(staff.mail.findLast((m) => m.to === email)!.text, "/api/auth/verify-email"), { headers: { cookie: cookiesOf(res) } });
      const login = await (await staff.app.request(postJson("/api/v1/auth/login", { email, password }))).json();
      const [family] = await t.database.db.select().from(apiRefreshTokens).where(eq(apiRefreshTokens.userId, login.user.id));
      expect(family.familyExpiresAt.getTime() - family.familyCreatedAt.getTime()).toBe(12 * 3600 * 1000);
      // Ten minutes before the family ends, a use of the session moves it on 10 minutes only.
      await t.database.db
        .update(apiRefreshTokens)
        .set({ familyExpiresAt: new Date(Date.now() + 10 * 60_000) })
        .where(eq(apiRefreshTokens.familyId, family.familyId));
      await staff.app.request(`${TEST_ORIGIN}/api/auth/get-session`, { headers: bearer(login.token) });
      const [session] = await t.database.db.select().from(sessions).where(eq(sessions.token, sessionTokenHash(login.token)));
      expect((session.expiresAt.getTime() - Date.now()) / 60_000).toBeCloseTo(10, 0);
    });
  });

  // An account with two-factor sign-in: the REST login asks for a code in the same request.
  describe("two-factor sign-in through the REST API", () => {
    it("answers two_factor_code_required without a code, and tokens with an app code or a backup code (once)", async () => {
      const email = "api-two-factor@example.com";
      const { totp, backupCodes } = await enrollTwoFactor(viaApp(t.app), await confirmed(email), password);

      const bare = await post("/auth/login", { email, password });
      expect(bare.status).toBe(401);
      expect((await bare.json()).error.code).toBe("two_factor_code_required");
      // A wrong password says so, code or not.
      const badPassword = await post("/auth/login", { email, password: "Wr0ngPassword", totp_code: totp.generate() });
      expect((await badPassword.json()).error.code).toBe("invalid_credentials");

      const wrong = await post("/auth/login", { email, password, totp_code: "000000" });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).error.code).toBe("invalid_two_factor_code");

      const ok = await post("/auth/login", { email, password, totp_code: totp.generate() });
      expect(ok.status).toBe(200);
      const tokens = await ok.json();
      expect(tokens).toMatchObject({ token_type: "Bearer", user: { email } });
      expect((await get("/me", { authorization: `Bearer ${tokens.token}` })).status).toBe(200);
      expect((await post("/auth/refresh", { refresh_token: tokens.refresh_token })).status).toBe(200);

      const backup = await post("/auth/login", { email, password, backup_code: backupCodes[0] });
      expect(backup.status).toBe(200);
      const again = await post("/auth/login", { email, password, backup_code: backupCodes[0] });
      expect(again.status).toBe(401);
      expect((await again.json()).error.code).toBe("invalid_two_factor_code");

      expect((await post("/auth/login", { email, password, totp_code: "12", backup_code: "x" })).status).toBe(400);
    });
  });
});
