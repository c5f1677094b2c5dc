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
});
