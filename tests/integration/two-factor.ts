import * as OTPAuth from "otpauth";
import { sendPreviousStepCode } from "../../tools/totp-step";
import { TEST_ORIGIN } from "./test-app";
import { sessionCookie } from "./accounts";

// Two-factor enrolment through the real API, as the Profile tab does it (staff need it for the
// staff inbox). Works with an app (app.request) or a running server's URL (fetch).

type Send = (path: string, init: RequestInit) => Promise<Response>;


export async function enrollTwoFactor(send: Send, cookie: string, password: string | undefined, origin = TEST_ORIGIN) {
  const post = (path: string, body: unknown, c: string) =>
    send(path, { method: "POST", headers: { "content-type": "application/json", cookie: c, origin }, body: JSON.stringify(body) });
  const enable = await post("/api/auth/two-factor/enable", password ? { password } : {}, cookie);
  if (!enable.ok) throw new Error(`two-factor/enable answered ${enable.status}: ${await enable.text()}`);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const verify = await sendPreviousStepCode(
    (timestamp) => totp.generate({ timestamp }),
    (code) => post("/api/auth/two-factor/verify-totp", { code }, cookie),
    (answer) => answer.ok,
  );
  const next = verify.ok ? sessionCookie(verify) : undefined;
  if (!next) throw new Error(`two-factor/verify-totp answered ${verify.status}: ${await verify.text()}`);
  return { cookie: next, totp, backupCodes };
}

/** `enrollTwoFactor`'s sender for a Hono app under test. */
export const viaApp =
  (app: { request: (input: Request) => Response | Promise<Response> }): Send =>
  (path, init) =>
    Promise.resolve(app.request(new Request(`${TEST_ORIGIN}${path}`, init)));
