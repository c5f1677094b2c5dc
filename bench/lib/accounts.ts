// Learner accounts for benchmarks: sign up through the auth API and confirm with the link the
// server wrote to DATA_DIR/outbox (the production server writes .eml files when no SMTP is set).
import path from "node:path";
import * as OTPAuth from "otpauth";
import { readMail } from "../../tools/outbox";
import { sendPreviousStepCode } from "../../tools/totp-step";

export interface BenchUser {
  name: string;
  email: string;
  password: string;
}

/** The "name=value" pairs an answer sets ("name=" for one it clears). */
const setCookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);
const cookieName = (pair: string) => pair.slice(0, pair.indexOf("="));
const isCleared = (pair: string) => pair.length === cookieName(pair).length + 1;

function newBenchUser(prefix = "bench"): BenchUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: "Asha Verma", email: `${prefix}-${id}@example.com`, password: "Secur3Passw0rd" };
}

/**
 * Signs a new user up, confirms the address and returns the session cookie ("name=value") that
 * the confirmation link sets. `ip` is sent as X-Forwarded-For (the bench server trusts the proxy).
 */
export async function signUpConfirmed(baseUrl: string, dataDir: string, ip: string, user = newBenchUser()) {
  const headers = { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": ip };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: user.name, email: user.email, password: user.password, callbackURL: "/dashboard" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = (await readMail(path.join(dataDir, "outbox"), user.email)).links.find((l) => l.includes("/api/auth/verify-email"));
  if (!link) throw new Error(`no confirmation link in the mail to ${user.email}`);
  // Opened with the cookie the sign-up set, as in the browser that signed up: the password chosen at
  // sign-up is kept (elsewhere the confirmation sets it aside, server/auth/confirmation.server.ts).
  const binding = setCookies(signUp).join("; ");
  const verify = await fetch(link, { headers: { "x-forwarded-for": ip, cookie: binding }, redirect: "manual" });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  const location = verify.headers.get("location") ?? "";
  if (location.includes("/reset-password")) throw new Error(`the confirmation set the sign-up password aside (${location})`);
  // (The binding's cookie, cleared, is dropped.)
  const cookies = setCookies(verify).filter((pair) => !isCleared(pair));
  if (!cookies.length) throw new Error("the confirmation link set no session cookie");
  return { user, cookies };
}

/**
 * Turns two-factor sign-in on for a signed-in user (cookies from signUpConfirmed), through the API
 * as the Profile tab does, and returns the session's cookies after it. Staff need it: without it
 * the staff pages show only how to set it up (server/http/require-admin.server.ts).
 */
async function enrollTwoFactor(baseUrl: string, cookies: string[], ip: string, password: string): Promise<string[]> {
  const jar = new Map(cookies.map((pair) => [cookieName(pair), pair]));
  const send = (route: string, body: unknown) =>
    fetch(`${baseUrl}${route}`, {
      method: "POST",
      headers: { cookie: [...jar.values()].join("; "), origin: baseUrl, "x-forwarded-for": ip, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  // The answer may replace the session cookie (a session that has passed the second factor).
  const keep = (res: Response) => {
    for (const pair of setCookies(res)) {
      if (isCleared(pair)) jar.delete(cookieName(pair));
      else jar.set(cookieName(pair), pair);
    }
  };
  const enable = await send("/api/auth/two-factor/enable", { password });
  if (!enable.ok) throw new Error(`two-factor/enable failed: ${enable.status} ${await enable.text()}`);
  keep(enable);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const verify = await sendPreviousStepCode(
    (timestamp) => totp.generate({ timestamp }),
    (code) => send("/api/auth/two-factor/verify-totp", { code }),
    (res) => res.ok,
  );
  if (!verify.ok) throw new Error(`two-factor/verify-totp failed: ${verify.status} ${await verify.text()}`);
  keep(verify);
  return [...jar.values()];
}

/**
 * A staff account (its address in the server's ADMIN_EMAILS) signed up, confirmed and with
 * two-factor sign-in on, as staff need to open their pages: its session's cookies.
 */
export async function signUpStaff(baseUrl: string, dataDir: string, ip: string, email: string): Promise<string[]> {
  const staff = { name: "Priya Raman", email, password: "Secur3Passw0rd" };
  const { cookies } = await signUpConfirmed(baseUrl, dataDir, ip, staff);
  return enrollTwoFactor(baseUrl, cookies, ip, staff.password);
}

/** "name=value" cookies as a Playwright browser context takes them, for `url`'s origin. */
export function browserCookies(url: string, cookies: string[]) {
  return cookies.map((pair) => ({ name: cookieName(pair), value: pair.slice(cookieName(pair).length + 1), url }));
}

/** Enrols the signed-in user (cookies from signUpConfirmed) in the first program of the catalogue; returns the enrolment's id. */
export async function enrollInFirstProgram(baseUrl: string, cookies: string[], ip: string): Promise<string> {
  const catalogue = (await (await fetch(`${baseUrl}/api/v1/courses`, { headers: { "x-forwarded-for": ip } })).json()) as { data: { id: string }[] };
  const course = catalogue.data[0];
  if (!course) throw new Error("the catalogue has no program to enrol in");
  const res = await fetch(`${baseUrl}/api/v1/courses/${course.id}/enroll`, {
    method: "POST",
    headers: { cookie: cookies.join("; "), origin: baseUrl, "x-forwarded-for": ip, "content-type": "application/json" },
    body: "{}",
  });
  if (!res.ok) throw new Error(`enrolment failed: ${res.status} ${await res.text()}`);
  const { enrollment } = (await res.json()) as { enrollment: { id: string } };
  return enrollment.id;
}
