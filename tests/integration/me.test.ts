import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from "./test-app";
import { signUpConfirmed } from "./accounts";


/** The session cookie ("name=value") from a response's Set-Cookie headers. */


// server/me/me.server.ts: the caller's own profile and enrolments.
describe.each(databaseKinds)("/api/v1/me on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const confirmedUser = (email: string) => signUpConfirmed(t, email);

  it("reads and updates only the caller's own profile", async () => {
    const cookieA = await confirmedUser("a-profile@example.com");
    const cookieB = await confirmedUser("b-profile@example.com");
    const me = (cookie: string) => t.app.request(`${TEST_ORIGIN}/api/v1/me`, { headers: { cookie } });

    expect((await t.app.request(`${TEST_ORIGIN}/api/v1/me`)).status).toBe(401);
    const initial = await (await me(cookieA)).json();
    expect(initial.profile).toMatchObject({ email: "a-profile@example.com", full_name: "Asha Verma", company: null, phone: null });

    const update = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/me`, {
        method: "PATCH",
        headers: { cookie: cookieA, origin: TEST_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ full_name: "Asha Verma-Iyer", company: " Tata Steel ", phone: "" }),
      }),
    );
    expect(update.status).toBe(200);
    expect((await update.json()).profile).toMatchObject({ full_name: "Asha Verma-Iyer", company: "Tata Steel", phone: null });
    expect((await (await me(cookieA)).json()).profile.company).toBe("Tata Steel");
    expect((await (await me(cookieB)).json()).profile.company).toBeNull();

    const invalid = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/me`, {
        method: "PATCH",
        headers: { cookie: cookieA, origin: TEST_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ full_name: "", phone: "call me" }),
      }),
    );
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields).toEqual({ full_name: "Full name is required", phone: "Invalid phone number format" });

    const crossSite = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/me`, {
        method: "PATCH",
        headers: { cookie: cookieA, origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ full_name: "Mallory" }),
      }),
    );
    expect(crossSite.status).toBe(403);

    const enrollments = await t.app.request(`${TEST_ORIGIN}/api/v1/me/enrollments`, { headers: { cookie: cookieA } });
    expect(await enrollments.json()).toEqual({ enrollments: [] });
  });

  it("keeps the account's language: English by default, chosen by the switch or with the profile, shown in the data export", async () => {
    const cookie = await confirmedUser("locale-profile@example.com");
    const other = await confirmedUser("locale-other@example.com");
    const send = (method: string, path: string, who: string, body: unknown, origin = TEST_ORIGIN) =>
      t.app.request(
        new Request(`${TEST_ORIGIN}/api/v1${path}`, {
          method,
          headers: { cookie: who, origin, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    const profile = async (who: string) => (await (await t.app.request(`${TEST_ORIGIN}/api/v1/me`, { headers: { cookie: who } })).json()).profile;

    expect((await profile(cookie)).locale).toBe("en");

    const chosen = await send("PUT", "/me/locale", cookie, { locale: "hi" });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ locale: "hi" });
    expect((await profile(cookie)).locale).toBe("hi");
    expect((await profile(other)).locale).toBe("en");

    // The profile form leaves the language alone when it does not send one, and may set it.
    const saved = await send("PATCH", "/me", cookie, { full_name: "Asha Verma", company: null, phone: null });
    expect((await saved.json()).profile).toMatchObject({ full_name: "Asha Verma", locale: "hi" });
    const back = await send("PATCH", "/me", cookie, { full_name: "Asha Verma", locale: "en" });
    expect((await back.json()).profile.locale).toBe("en");

    const unknown = await send("PUT", "/me/locale", cookie, { locale: "fr" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields).toEqual({ locale: "locale must be one of: en, hi" });
    expect((await send("PATCH", "/me", cookie, { full_name: "Asha Verma", locale: "ta" })).status).toBe(400);
    expect((await send("PUT", "/me/locale", cookie, { locale: "hi" }, "https://evil.example")).status).toBe(403);
    expect((await profile(cookie)).locale).toBe("en");

    await send("PUT", "/me/locale", cookie, { locale: "hi" });
    const exported = await (await t.app.request(`${TEST_ORIGIN}/api/v1/me/export`, { headers: { cookie } })).json();
    expect(exported.account).toMatchObject({ email: "locale-profile@example.com", locale: "hi" });
  });
});
