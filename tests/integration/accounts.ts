import { expect } from "vitest";
import { postJson, TEST_ORIGIN, type TestApp } from "./test-app";

// Accounts for the API tests, made the way people make them: sign up, then open the mailed link in
// the same browser (it carries the cookie sign-up set, so the password chosen at sign-up stays).

export const TEST_PASSWORD = "Secur3Passw0rd";

/** The session cookie ("name=value") from a response's Set-Cookie headers. */
export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => /session_token=[^;]/.test(c));
  if (!cookie) throw new Error(`no session cookie in ${res.status}`);
  return cookie.split(";")[0];
}

/** The cookies a response sets, as a Cookie header ("a=1; b=2"). */
export function cookiesOf(res: Response): string {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** The first link in a mail's text whose URL contains `part`. */
export function linkIn(text: string, part: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link in: ${text}`);
  return link;
}

/** Signs up through better-auth, confirms in the same browser, and returns the session cookie. */
export async function signUpConfirmed(t: TestApp, email: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await t.app.request(
    postJson("/api/auth/sign-up/email", { name: "Asha Verma", email, password: TEST_PASSWORD, callbackURL: "/dashboard", ...body }),
  );
  expect(res.status).toBe(200);
  const mail = t.mail.findLast((m) => m.to === email.toLowerCase())!;
  const verify = await t.app.request(linkIn(mail.text, "/api/auth/verify-email"), { headers: { cookie: cookiesOf(res) } });
  expect(verify.status).toBe(302);
  return sessionCookie(verify);
}

/** A confirmed account, signed in: its session cookie and its user id (from GET /api/v1/me). */
export async function signedInUser(t: TestApp, email: string): Promise<{ cookie: string; id: string }> {
  const cookie = await signUpConfirmed(t, email);
  const me = await t.app.request(`${TEST_ORIGIN}/api/v1/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  return { cookie, id: (await me.json()).user.id };
}
