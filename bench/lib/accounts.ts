// Learner accounts for benchmarks: sign up through the auth API and confirm with the link the
// server wrote to DATA_DIR/outbox (the production server writes .eml files when no SMTP is set).
import path from "node:path";
import { readMail } from "../../tools/outbox";

export interface BenchUser {
  name: string;
  email: string;
  password: string;
}

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
  const verify = await fetch(link, { headers: { "x-forwarded-for": ip }, redirect: "manual" });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  const cookies = verify.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error("the confirmation link set no session cookie");
  return { user, cookies };
}

/** "name=value" cookies as a Playwright browser context takes them, for `url`'s origin. */
export function browserCookies(url: string, cookies: string[]) {
  return cookies.map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), url }));
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
