import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.server";
import { createAuth } from "../../server/auth/auth.server";
import type { DatabaseHandle } from "../../server/db/client.server";
import { eq } from "drizzle-orm";
import { accounts, profiles } from "../../server/db/schema";
import { siteOrigins } from "../../server/http/origins.server";
import { freshDatabase, postJson, TEST_ORIGIN } from "./test-app";

// GitHub is plain OAuth 2 (no OpenID Connect): the user comes from its /user and /user/emails
// APIs. A local stand-in for github.com and api.github.com answers them.
describe("GitHub sign-in against a stand-in GitHub", () => {
  let github: http.Server;
  let base: string;
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    github = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      res.setHeader("content-type", "application/json");
      if (url.pathname === "/login/oauth/access_token") {
        return res.end(JSON.stringify({ access_token: "gho_test", token_type: "bearer", scope: "read:user,user:email" }));
      }
      if (req.headers.authorization !== "Bearer gho_test") return res.writeHead(401).end("{}");
      if (url.pathname === "/api/user") {
        return res.end(JSON.stringify({ id: 4242, login: "meera-dev", name: "Meera Nair", email: null, avatar_url: "https://avatars.example/4242" }));
      }
      if (url.pathname === "/api/user/emails") {
        return res.end(JSON.stringify([
          { email: "old@example.com", primary: false, verified: true },
          { email: "meera@example.com", primary: true, verified: true },
        ]));
      }
      res.writeHead(404).end("{}");
    });
    await new Promise<void>((r) => github.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
    database = await freshDatabase("pglite");
    const origins = siteOrigins({ PUBLIC_URL: undefined, PORT: 3000 });
    const auth = createAuth({
      db: database.db,
      secret: "test-secret-test-secret-test-secret-0123",
      origins,
      mailer: { send: async () => {} },
      rateLimit: false,
      oauth: { github: { clientId: "gh-client", clientSecret: "gh-secret", url: base, apiUrl: `${base}/api` } },
    });
    app = createApp({ database, auth, logger: pino({ level: "silent" }), mailer: { send: async () => {} }, origin: origins.primary, trustedOrigins: origins.trusted, trustProxy: false, hsts: false });
  });
  afterAll(async () => {
    github.close();
    await database.close();
  });

  it("signs in, takes the primary verified e-mail, and creates the profile", async () => {
    const start = await app.request(postJson("/api/auth/sign-in/social", { provider: "github", callbackURL: "/dashboard" }));
    expect(start.status).toBe(200);
    const { url } = await start.json();
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe(`${base}/login/oauth/authorize`);
    expect(authorize.searchParams.get("scope")).toBe("read:user user:email");
    const state = authorize.searchParams.get("state")!;
    const stateCookie = start.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    const callback = await app.request(`${TEST_ORIGIN}/api/auth/callback/github?code=abc&state=${state}`, { headers: { cookie: stateCookie } });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/dashboard");
    const session = callback.headers.getSetCookie().find((c) => c.includes("session_token="))!.split(";")[0];
    const me = await (await app.request(`${TEST_ORIGIN}/api/v1/me`, { headers: { cookie: session } })).json();
    expect(me.user).toMatchObject({ email: "meera@example.com", name: "Meera Nair" });
    const [profile] = await database.db.select().from(profiles);
    expect(profile).toMatchObject({ fullName: "Meera Nair", email: "meera@example.com" });
    // The provider's token is kept encrypted with the auth secret, not as GitHub gave it (issue 24).
    const [account] = await database.db.select().from(accounts).where(eq(accounts.providerId, "github"));
    expect(account.accessToken).toBeTruthy();
    expect(account.accessToken).not.toContain("gho_test");
  });
});
