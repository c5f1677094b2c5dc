import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { e2eBaseURL, e2eDataDir } from "../../playwright.config";
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
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers,
    data: { name: user.name, email: user.email, password: user.password, callbackURL: "/dashboard" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const mail = await readMail(user.email);
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
export async function enrolTwoFactor(page: Page, password: string): Promise<{ key: string; backupCodes: string[] }> {
  const headers = { "x-forwarded-for": visitorIp(), origin: e2eBaseURL };
  const enable = await page.request.post("/api/auth/two-factor/enable", { headers, data: { password } });
  if (!enable.ok()) throw new Error(`two-factor/enable failed: ${enable.status()} ${await enable.text()}`);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const key = new URL(totpURI).searchParams.get("secret")!;
  // The step before now (still accepted): each step is taken once, and a sign-in takes the current one next.
  const verify = await page.request.post("/api/auth/two-factor/verify-totp", { headers, data: { code: totpFor(key).generate({ timestamp: Date.now() - 30_000 }) } });
  if (!verify.ok()) throw new Error(`two-factor/verify-totp failed: ${verify.status()} ${await verify.text()}`);
  return { key, backupCodes };
}

/**
 * Signs in through the API with the password and then a code; the context is signed in. Each
 * 30-second step's code is taken once (and none older), and tests running side by side share the
 * staff account: so it tries this step's code and the next one's (accepted a step early), and when
 * another test took both, waits for the clock to reach a new step and tries again.
 */
export async function signInWithTwoFactor(page: Page, user: TestUser, key: string): Promise<void> {
  const headers = { "x-forwarded-for": visitorIp(), origin: e2eBaseURL };
  const signIn = await page.request.post("/api/auth/sign-in/email", { headers, data: { email: user.email, password: user.password } });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  let last = "";
  for (let round = 0; round < 8; round++) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    for (const s of [step, step + 1]) {
      const verify = await page.request.post("/api/auth/two-factor/verify-totp", { headers, data: { code: totpFor(key).generate({ timestamp: s * 30_000 }) } });
      if (verify.ok()) return;
      last = `${verify.status()} ${await verify.text()}`;
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - now + 50));
  }
  throw new Error(`two-factor sign-in failed: ${last}`);
}

// Staff need two-factor sign-in: the first test to need the admin (in any worker) signs it up and
// enrols two-factor through the API, and leaves its key in the data directory; the others wait
// for that key and sign in with the password and a code, as staff do.
const ADMIN = { name: "Priya Raman", email: "admin@cortexa.test", password: "Secur3Passw0rd" };
const adminKeyFile = path.join(e2eDataDir, "e2e-admin-totp-key");

export async function signInAsAdmin(page: Page) {
  let first = false;
  try {
    fs.closeSync(fs.openSync(`${adminKeyFile}.claim`, "wx"));
    first = true;
  } catch {
    // another test is making the admin
  }
  if (first) {
    await signUpAndSignIn(page, ADMIN);
    const { key } = await enrolTwoFactor(page, ADMIN.password);
    fs.writeFileSync(`${adminKeyFile}.tmp`, key);
    fs.renameSync(`${adminKeyFile}.tmp`, adminKeyFile);
    return;
  }
  // Until the first one has written the key (however long its sign-up takes: the test's timeout bounds it).
  while (!fs.existsSync(adminKeyFile)) await new Promise((r) => setTimeout(r, 100));
  await signInWithTwoFactor(page, ADMIN, fs.readFileSync(adminKeyFile, "utf8"));
}
