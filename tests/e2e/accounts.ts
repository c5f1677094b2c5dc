import type { APIRequestContext, Page } from "@playwright/test";
import { e2eBaseURL } from "../../playwright.config";
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
