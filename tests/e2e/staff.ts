import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config";
import { enrolTwoFactor, signInWithTwoFactor, signUpAndSignIn } from "./accounts";

// The staff account of the browser tests. The e2e server runs with ADMIN_EMAILS=admin@cortexa.test
// (playwright.config.ts). Staff need two-factor sign-in: the first test to need the admin (in any
// worker, any spec) signs it up and enrols two-factor through the API, and leaves its key in the
// data directory; the others wait for that key and sign in with the password and a code.
export const ADMIN = { name: "Priya Raman", email: "admin@cortexa.test", password: "Secur3Passw0rd" };
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
  for (let i = 0; i < 300 && !fs.existsSync(adminKeyFile); i++) await new Promise((r) => setTimeout(r, 100));
  await signInWithTwoFactor(page, ADMIN, fs.readFileSync(adminKeyFile, "utf8"));
}
