import { randomBytes } from "node:crypto";
import { readMail } from "../outbox";

// Signed-in accounts for the fuzzer, made through the public API as a user would: register, open
// the confirmation link from the server's outbox (DATA_DIR/outbox/*.eml), then sign in for a
// session cookie (website) and a bearer token (REST API).

export interface Account {
  id: string;
  email: string;
  password: string;
  /** "name=value" of the session cookie. */
  cookie: string;
  bearer: string;
}

let ipCounter = 1;
/** A fresh client address for each setup request, so per-IP rate limits never get in the way. */
export const setupIp = () => `10.250.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function confirmationLink(outboxDir: string, email: string): Promise<string> {
  const mail = await readMail(outboxDir, email, { timeout: 15_000 });
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  if (!link) throw new Error(`No confirmation link in the mail to ${email} in ${outboxDir}`);
  return link;
}

function sessionCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.includes("session_token="))?.split(";")[0];
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": setupIp(), ...headers },
    body: JSON.stringify(body),
  });

async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const res = await post(`${base}/api/auth/sign-in/email`, { email, password }, { origin: base });
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`Sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return cookie;
}

export async function signInBearer(base: string, email: string, password: string): Promise<{ token: string; refresh: string }> {
  const res = await post(`${base}/api/v1/auth/login`, { email, password });
  const json = (await res.json()) as { token?: string; refresh_token?: string };
  if (!json.token || !json.refresh_token) throw new Error(`API login of ${email} answered ${res.status}: ${JSON.stringify(json)}`);
  return { token: json.token, refresh: json.refresh_token };
}

/** Registers, confirms and signs in a new account. */
export async function createAccount(base: string, outboxDir: string, email: string): Promise<Account> {
  const password = `Fuzz-${randomBytes(6).toString("hex")}-A1`;
  const res = await post(`${base}/api/v1/auth/register`, { email, password, name: "Fuzz Tester" });
  const json = (await res.json()) as { user?: { id: string } };
  if (res.status !== 201 || !json.user) throw new Error(`Register ${email} answered ${res.status}: ${JSON.stringify(json)}`);
  const verify = await fetch(await confirmationLink(outboxDir, email), { redirect: "manual", headers: { "x-forwarded-for": setupIp() } });
  if (!sessionCookie(verify)) throw new Error(`Confirmation link for ${email} answered ${verify.status} without a session`);
  // Registered through the REST API, confirmed elsewhere: the password was discarded and the
  // confirmation leads to choosing one (server/auth/confirmation.server.ts). Choose the same.
  const choose = new URL(verify.headers.get("location") ?? "/", base);
  if (choose.pathname === "/reset-password" && choose.searchParams.get("token")) {
    const reset = await post(`${base}/api/auth/reset-password`, { token: choose.searchParams.get("token"), newPassword: password }, { origin: base });
    if (!reset.ok) throw new Error(`Choosing the password of ${email} answered ${reset.status}: ${await reset.text()}`);
  }
  const cookie = await signInCookie(base, email, password);
  const { token } = await signInBearer(base, email, password);
  return { id: json.user.id, email, password, cookie, bearer: token };
}

/** Signs the account in again where a fuzzed request ended its session (sign-out, revoke…). */
export async function renewSessions(base: string, account: Account): Promise<void> {
  const alive = async (headers: Record<string, string>) =>
    (await fetch(`${base}/api/v1/me`, { headers: { ...headers, "x-forwarded-for": setupIp() } })).status === 200;
  if (!(await alive({ cookie: account.cookie }))) account.cookie = await signInCookie(base, account.email, account.password);
  if (!(await alive({ authorization: `Bearer ${account.bearer}` }))) {
    account.bearer = (await signInBearer(base, account.email, account.password)).token;
  }
}
