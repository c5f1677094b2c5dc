import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { e2eBaseURL, e2eDataDir } from "../../playwright.config";
import { sendPreviousStepCode } from "../../tools/totp-step";
import { readMail } from "./mail";

let counter = 0;

/** A distinct client address per simulated visitor (the e2e server runs with TRUST_PROXY). */
export function visitorIp(): string {
  counter += 1;
  return `10.${process.pid % 250}.${Math.floor(counter / 250) % 250}.${counter % 250}`;
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(prefix = "learner"): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: "Asha Verma", email: `${prefix}-${id}@example.com`, password: "Secur3Passw0rd" };
}

/**
 * Signs up through the auth API, confirms the address with the link from the outbox, and leaves
 * the page's browser context signed in.
 */
export async function signUpAndSignIn(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const request: APIRequestContext = page.request;
  const headers = { "x-forwarded-for": visitorIp(), origin: e2eBaseURL };
  // The confirmation this sign-up causes, not an older mail to the address (a deleted account's notice).
  const sentAfter = Date.now();
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers,
    data: { name: user.name, email: user.email, password: user.password, callbackURL: "/dashboard" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const mail = await readMail(user.email, { subject: /Confirm your e-mail address/, after: sentAfter });
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  if (!link) throw new Error(`no confirmation link in: ${mail.body}`);
  const verify = await request.get(link, { headers, maxRedirects: 0 });
  if (verify.status() >= 400) throw new Error(`verification failed: ${verify.status()}`);
  return user;
}

/** A TOTP generator for a key as the Profile tab shows it ("ABCD EFGH ..."). */
export function totpFor(key: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s+/g, "")), digits: 6, period: 30 });
}

/**
 * Turns two-factor sign-in on for the signed-in user of `page`'s context, through the real API
 * (as the Profile tab does). Returns the base32 key, for `totpFor`, and the backup codes.
 */
export async function enrollTwoFactor(page: Page, password: string): Promise<{ key: string; backupCodes: string[] }> {
  const headers = { "x-forwarded-for": visitorIp(), origin: e2eBaseURL };
  const enable = await page.request.post("/api/auth/two-factor/enable", { headers, data: { password } });
  if (!enable.ok()) throw new Error(`two-factor/enable failed: ${enable.status()} ${await enable.text()}`);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const key = new URL(totpURI).searchParams.get("secret")!;
  const verify = await sendPreviousStepCode(
    (timestamp) => totpFor(key).generate({ timestamp }),
    (code) => page.request.post("/api/auth/two-factor/verify-totp", { headers, data: { code } }),
    (answer) => answer.ok(),
  );
  if (!verify.ok()) throw new Error(`two-factor/verify-totp failed: ${verify.status()} ${await verify.text()}`);
  return { key, backupCodes };
}

// Staff need two-factor sign-in: the first test to need the admin (in any worker) signs it up and
// enrols two-factor through the API (a session that has passed the second factor), and leaves that
// session's cookies in the data directory; the other tests take those cookies, as a second tab of
// the same signed-in browser would. They cannot each sign in with a code: a code is good once, so
// the whole suite's staff sign-ins would queue one per 30-second step. Signing in with the password
// and a code is tested by two-factor.spec.ts.
const ADMIN = { name: "Priya Raman", email: "admin@cortexa.test", password: "Secur3Passw0rd" };
const adminStateFile = path.join(e2eDataDir, "e2e-admin-session.json");

export async function signInAsAdmin(page: Page) {
  let first = false;
  try {
    fs.closeSync(fs.openSync(`${adminStateFile}.claim`, "wx"));
    first = true;
  } catch {
    // another test is making the admin
  }
  if (first) {
    await signUpAndSignIn(page, ADMIN);
    await enrollTwoFactor(page, ADMIN.password);
    const { cookies } = await page.context().storageState();
    fs.writeFileSync(`${adminStateFile}.tmp`, JSON.stringify(cookies));
    fs.renameSync(`${adminStateFile}.tmp`, adminStateFile);
    return;
  }
  // Until the first one has written the session (however long its sign-up takes: the test's timeout bounds it).
  while (!fs.existsSync(adminStateFile)) await new Promise((r) => setTimeout(r, 100));
  await page.context().addCookies(JSON.parse(fs.readFileSync(adminStateFile, "utf8")));
}
