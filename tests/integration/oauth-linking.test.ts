import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import * as OTPAuth from "otpauth";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.server";
import { createAuth } from "../../server/auth/auth.server";
import type { DatabaseHandle } from "../../server/db/client.server";
import { accounts, users } from "../../server/db/schema";
import { siteOrigins } from "../../server/http/origins.server";
import type { MailMessage } from "../../server/mail/mailer.server";
import { freshDatabase, postJson, TEST_ORIGIN } from "./test-app";
import { sendPreviousStepCode } from "../../tools/totp-step";

// Google sign-in (OpenID Connect) against the local stand-in provider the browser tests use
// (oauth2-mock-server), with the e-mail and its email_verified claim set per test.
describe("provider sign-in and existing accounts", () => {
  const provider = new OAuth2Server();
  let claims = { sub: "google-1", email: "", email_verified: false, name: "Ravi Kumar" };
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const mail: MailMessage[] = [];

  beforeAll(async () => {
    await provider.issuer.keys.generate("RS256");
    provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
    provider.service.on("beforeUserinfo", (response) => (response.body = { ...claims }));
    await provider.start(0, "127.0.0.1");
    database = await freshDatabase("pglite");
    const origins = siteOrigins({ PUBLIC_URL: undefined, PORT: 3000 });
    const mailer = { send: async (m: MailMessage) => void mail.push(m) };
    const auth = createAuth({
      db: database.db,
      secret: "test-secret-test-secret-test-secret-0123",
      origins,
      mailer,
      rateLimit: false,
      oauth: { google: { clientId: "google-client", clientSecret: "google-secret", issuer: provider.issuer.url! } },
    });
    app = createApp({ database, auth, logger: pino({ level: "silent" }), mailer, origin: origins.primary, trustedOrigins: origins.trusted, trustProxy: false, hsts: false });
  });
  afterAll(async () => {
    await provider.stop();
    await database.close();
  });

  const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  /** The whole round trip: start, the provider's authorize redirect, our callback. */
  async function signInWithGoogle(): Promise<Response> {
    const start = await app.request(postJson("/api/auth/sign-in/social", { provider: "google", callbackURL: "/dashboard", errorCallbackURL: "/auth?provider=google" }));
    expect(start.status).toBe(200);
    const { url } = await start.json();
    const authorize = await fetch(url, { redirect: "manual" });
    const back = new URL(authorize.headers.get("location")!);
    return app.request(`${TEST_ORIGIN}${back.pathname}${back.search}`, { headers: { cookie: cookiesOf(start) } });
  }

  async function confirmedUser(email: string) {
    const res = await app.request(postJson("/api/auth/sign-up/email", { name: "Ravi Kumar", email, password: "Secur3Passw0rd", callbackURL: "/dashboard" }));
    const link = mail.findLast((m) => m.to === email)!.text.match(/https?:\/\/\S+/)![0];
    const verify = await app.request(link, { headers: { cookie: cookiesOf(res) } });
    return verify.headers.getSetCookie().find((c) => /session_token=[^;]/.test(c))!.split(";")[0];
  }
  const googleAccounts = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return database.db.select().from(accounts).where(eq(accounts.userId, user.id)).then((rows) => rows.filter((a) => a.providerId === "google"));
  };

  it("does not join an account when the provider says the e-mail is not verified", async () => {
    const email = "ravi@example.com";
    await confirmedUser(email);
    claims = { sub: "google-unverified", email, email_verified: false, name: "Not Ravi" };
    const callback = await signInWithGoogle();
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/^\/auth\?provider=google&error=account_not_linked/);
    expect(callback.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
    expect(await googleAccounts(email)).toHaveLength(0);
  });

  it("joins it when the provider verified the e-mail", async () => {
    const email = "ravi@example.com";
    claims = { sub: "google-verified", email, email_verified: true, name: "Ravi Kumar" };
    const callback = await signInWithGoogle();
    expect(callback.headers.get("location")).toBe("/dashboard");
    expect(await googleAccounts(email)).toHaveLength(1);
  });

  it("asks an account with two-factor on for its code after the provider, too", async () => {
    const email = "meera.2fa@example.com";
    const cookie = await confirmedUser(email);
    const call = (path: string, body: unknown, cookies: string) =>
      app.request(postJson(path, body, { cookie: cookies }));
    const enable = await (await call("/api/auth/two-factor/enable", { password: "Secur3Passw0rd" }, cookie)).json();
    const totp = OTPAuth.URI.parse(enable.totpURI) as OTPAuth.TOTP;
    const verified = await sendPreviousStepCode(
      (timestamp) => totp.generate({ timestamp }),
      (code) => call("/api/auth/two-factor/verify-totp", { code }, cookie),
      (answer) => answer.ok,
    );
    expect(verified.status).toBe(200);

    claims = { sub: "google-2fa", email, email_verified: true, name: "Meera Nair" };
    const callback = await signInWithGoogle();
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/auth?two-factor=1");
    expect(callback.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
    const pending = cookiesOf(callback);
    expect(pending).toMatch(/two_factor=/);
    const done = await call("/api/auth/two-factor/verify-totp", { code: totp.generate() }, pending);
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(true);
  });
});
