import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "better-auth/crypto";
import { accounts, profiles, users } from "../../server/db/schema";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, testPasswordHashing, type TestApp } from "./test-app";
import { TEST_PASSWORD, cookiesOf, linkIn, sessionCookie, signUpConfirmed } from "./accounts";

const password = TEST_PASSWORD;




describe.each(databaseKinds)("accounts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signUp = (email: string, body: Record<string, unknown> = {}) =>
    t.app.request(postJson("/api/auth/sign-up/email", { name: "Asha Verma", email, password, callbackURL: "/dashboard", ...body }));
  const signIn = (email: string, pw = password) => t.app.request(postJson("/api/auth/sign-in/email", { email, password: pw }));

  // The browser that signed up opens the link (it carries the cookie sign-up set), as people do.
  async function confirmedUser(email: string) {
    const res = await signUp(email);
    expect(res.status).toBe(200);
    const mail = t.mail.findLast((m) => m.to === email)!;
    const verify = await t.app.request(linkIn(mail.text, "/api/auth/verify-email"), { headers: { cookie: cookiesOf(res) } });
    expect(verify.status).toBe(302);
    return sessionCookie(verify);
  }

  let signUpCookies = "";
  it("signs up, stores the full name in a profile, and sends a confirmation e-mail", async () => {
    const res = await signUp("New.Learner@Example.com", { name: " Asha  Verma " });
    expect(res.status).toBe(200);
    signUpCookies = cookiesOf(res);
    const mail = t.mail.findLast((m) => m.to === "new.learner@example.com");
    expect(mail?.subject).toBe("Confirm your e-mail address");
    expect(mail?.text).toContain(`${TEST_ORIGIN}/api/auth/verify-email?token=`);
    const json = await res.json();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, json.user.id));
    expect(profile.fullName).toBe("Asha  Verma");
    expect(profile.email).toBe("new.learner@example.com");
  });

  it("says an address is already registered", async () => {
    const res = await signUp("new.learner@example.com");
    expect(res.status).toBe(422);
    const json = await res.json();
    expect(json.code).toBe("USER_ALREADY_EXISTS");
    expect(json.message).toContain("already registered");
  });

  it("applies the sign-up rules on the server with the form's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: "alllowercase1" }, "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
      [{ password: "Short1" }, "Password must be at least 8 characters"],
      [{ password: `Aa1${"x".repeat(70)}` }, "Password must be less than 72 characters"],
      [{ name: "" }, "Full name is required"],
      [{ name: "R2-D2" }, "Name can only contain letters, spaces, hyphens, and apostrophes"],
      [{ email: "nope" }, "Invalid email address"],
    ];
    for (const [override, message] of cases) {
      const res = await signUp("rules@example.com", override);
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
  });

  it("calls a common password weak", async () => {
    const res = await signUp("weak@example.com", { password: "Password123" });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.code).toBe("WEAK_PASSWORD");
    expect(json.message).toContain("weak_password");
  });

  it("refuses sign-in before the address is confirmed", async () => {
    const res = await signIn("new.learner@example.com");
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("confirms with the e-mailed link, signs in and lands on /dashboard", async () => {
    const mail = t.mail.findLast((m) => m.to === "new.learner@example.com")!;
    const res = await t.app.request(linkIn(mail.text, "/api/auth/verify-email"), { headers: { cookie: signUpCookies } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("signs in with the right password and refuses a wrong one", async () => {
    const ok = await signIn("new.learner@example.com");
    expect(ok.status).toBe(200);
    expect(sessionCookie(ok)).toContain("session_token=");
    const wrong = await signIn("new.learner@example.com", "Wr0ngPassword");
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).code).toBe("INVALID_EMAIL_OR_PASSWORD");
    const unknown = await signIn("nobody@example.com");
    expect(unknown.status).toBe(401);
  });

  it("resets a forgotten password with the e-mailed link", async () => {
    const email = "forgetful@example.com";
    await confirmedUser(email);
    const req = await t.app.request(postJson("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }));
    expect(req.status).toBe(200);
    const mail = t.mail.findLast((m) => m.to === email && m.subject === "Reset your password")!;
    const link = linkIn(mail.text, "/api/auth/reset-password/");
    const landing = await t.app.request(link);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!, TEST_ORIGIN);
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token")!;
    const reset = await t.app.request(postJson("/api/auth/reset-password", { token, newPassword: "N3wSecretPass" }));
    expect(reset.status).toBe(200);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, "N3wSecretPass")).status).toBe(200);
  });

  // Found by the fuzzer: PostgreSQL cannot store U+0000, and better-auth's encodeURIComponent of a
  // callback URL throws on an unpaired surrogate; these requests got a 500.
  it("refuses U+0000 and unpaired surrogates with 400 and a JSON body, on our endpoints and better-auth's", async () => {
    const email = "nul@example.com";
    const cookie = await confirmedUser(email);
    const send = (path: string, body: string, method = "POST") =>
      t.app.request(
        new Request(`${TEST_ORIGIN}${path}`, { method, headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" }, body }),
      );
    const ours = await send("/api/v1/me", JSON.stringify({ full_name: "Asha Verma", company: "Tata\u0000Steel" }), "PATCH");
    expect(ours.status).toBe(400);
    expect((await ours.json()).error.code).toBe("invalid_characters");

    const cases: [string, string][] = [
      ["/api/auth/update-user", JSON.stringify({ name: "Asha\u0000Verma" })],
      ["/api/auth/update-user", JSON.stringify({ image: "\u0000" })],
      ["/api/auth/reset-password", JSON.stringify({ token: "a\u0000b", newPassword: "N3wSecretPass" })],
      ["/api/auth/revoke-session", JSON.stringify({ token: "a\u0000b" })],
      ["/api/auth/request-password-reset", JSON.stringify({ email, redirectTo: "/reset-password\ud800" })],
      ["/api/auth/sign-up/email", JSON.stringify({ name: "Asha Verma", email: "surrogate@example.com", password, callbackURL: "/\udc00" })],
    ];
    for (const [path, body] of cases) {
      const res = await send(path, body);
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(await res.json()).toEqual({
        code: "INVALID_CHARACTERS",
        message: "The request contains a character that is not accepted: U+0000 or an unpaired surrogate.",
      });
    }
    expect((await t.app.request(`${TEST_ORIGIN}/api/auth/verify-email?token=a%00b`)).status).toBe(400);

    // An escaped backslash before "u0000" is text, and a paired surrogate is an emoji: both accepted.
    const image = "https://example.com/a\\u0000🙂.png";
    const text = await send("/api/auth/update-user", JSON.stringify({ image }));
    expect(text.status).toBe(200);
    const session = await (await t.app.request(`${TEST_ORIGIN}/api/auth/get-session`, { headers: { cookie } })).json();
    expect(session.user.image).toBe(image);
  });

  // Found by the fuzzer: better-auth put the callback URL into a Location header as it was, and
  // a character above U+00FF there threw (a 500).
  it("refuses a callback URL that is not plain ASCII with 400", async () => {
    await confirmedUser("callback@example.com");
    for (const callbackURL of ["/\u202e🙂auth", "/dashboard🙂", "/é"]) {
      const res = await t.app.request(postJson("/api/auth/sign-in/email", { email: "callback@example.com", password, callbackURL }));
      expect(res.status, callbackURL).toBe(400);
      expect((await res.json()).code).toBe("INVALID_CALLBACK_URL");
    }
    const reset = await t.app.request(postJson("/api/auth/request-password-reset", { email: "callback@example.com", redirectTo: "/reset-password🙂" }));
    expect(reset.status).toBe(400);
    const plain = await t.app.request(postJson("/api/auth/sign-in/email", { email: "callback@example.com", password, callbackURL: "/dashboard%F0%9F%99%82" }));
    expect(plain.status).toBe(200);
    expect(plain.headers.get("location")).toBe("/dashboard%F0%9F%99%82");
  });

  // Found by the fuzzer: better-auth passed a null name on to the NOT NULL column (a 500).
  it("applies the full-name rules to a name changed through better-auth", async () => {
    const cookie = await confirmedUser("rename@example.com");
    const update = (body: unknown) =>
      t.app.request(postJson("/api/auth/update-user", body, { cookie }));
    for (const [name, message] of [
      [null, "Full name is required"],
      ["  ", "Full name is required"],
      ["R2-D2", "Name can only contain letters, spaces, hyphens, and apostrophes"],
    ] as const) {
      const res = await update({ name });
      expect(res.status, String(name)).toBe(400);
      expect(await res.json()).toEqual({ code: "VALIDATION_ERROR", message });
    }
    expect((await update({ name: " Asha Iyer " })).status).toBe(200);
    const me = await (await t.app.request(`${TEST_ORIGIN}/api/v1/me`, { headers: { cookie } })).json();
    expect(me.user.name).toBe("Asha Iyer");
  });
});

describe("auth rate limits across two server instances", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp("pglite", { rateLimit: true });
    b = await createTestApp("pglite", { rateLimit: true, database: a.database });
  });
  afterAll(() => a.close());

  it("counts sign-in attempts from one IP on both instances together, per IP", async () => {
    // A different address each time, so the per-account limit (sign-in-throttle) stays out of it.
    let n = 0;
    const attempt = (app: TestApp, ip: string) =>
      app.app.request(postJson("/api/auth/sign-in/email", { email: `x${n++}@example.com`, password: "Wr0ngPassword" }, { "x-forwarded-for": ip }));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(i % 2 ? b : a, "203.0.113.7")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor has a bucket of their own.
    expect((await attempt(a, "203.0.113.8")).status).toBe(401);
  });
});

// The other in-process apps hash passwords at a smaller scrypt cost (testPasswordHashing); this one
// has production's, better-auth's own (decision 003).
describe("passwords at production's hashing cost", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { productionPasswordHashing: true });
  });
  afterAll(() => t.close());

  it("stores better-auth's own scrypt hash, which signs in with the password and only with it", async () => {
    await signUpConfirmed(t, "prod-hash@example.com");
    const [row] = await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, "prod-hash@example.com"));
    expect(await verifyPassword({ hash: row.password!, password: TEST_PASSWORD })).toBe(true);
    expect(await testPasswordHashing.verify({ hash: row.password!, password: TEST_PASSWORD })).toBe(false);
    expect((await t.app.request(postJson("/api/auth/sign-in/email", { email: "prod-hash@example.com", password }))).status).toBe(200);
    expect((await t.app.request(postJson("/api/auth/sign-in/email", { email: "prod-hash@example.com", password: "Wr0ngPassword" }))).status).toBe(401);
  });
});
