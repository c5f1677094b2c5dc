import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpStandIn, type SmtpStandIn } from "../../tools/smtp-stand-in";
import { serverTestBound, startServerProcess, type ServerProcess } from "./server-process";

// Production sends mail to SMTP_URL. Here the built server does so, to a local mail server that asks
// for a password (tools/smtp-stand-in.ts): the mails a visitor waits for arrive there, in their
// language, and their links work. The other tests read the outbox the server writes without SMTP_URL.
describe("mail through a mail server (SMTP_URL), as in production", () => {
  const login = { user: "cortexa-mailer", pass: "Smtp-Secret-42" };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-delivery-"));
  let smtp: SmtpStandIn;
  let server: ServerProcess;
  let origin = "";
  /** The server's log line for a mail sent to `to` (it follows the server's answer), which names neither the mail server's password nor the mail's link. */
  const expectLoggedSent = async (to: string) => {
    const line = () => server.output().split("\n").find((l) => l.includes('"mail sent"') && l.includes(`"to":"${to}"`));
    await expect.poll(line, { timeout: serverTestBound }).toBeDefined();
    expect(server.output()).not.toContain(login.pass);
    expect(server.output()).not.toContain("token=");
  };
  const post = (to: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${to}`, { method: "POST", headers: { "content-type": "application/json", origin, ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    smtp = await startSmtpStandIn({ login });
    server = await startServerProcess({ DATA_DIR: path.join(dataDir, "data"), SMTP_URL: smtp.url, LOG_LEVEL: "info" });
    origin = server.url.replace("127.0.0.1", "localhost");
  }, serverTestBound);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "a new account's confirmation goes to the mail server, and its link confirms the address",
    async () => {
      const email = "smtp-learner@example.com";
      const password = "Secur3Passw0rd";
      const signUp = await post("/api/auth/sign-up/email", { name: "Asha Verma", email, password, callbackURL: "/dashboard" });
      expect(signUp.status, await signUp.clone().text()).toBe(200);
      expect((await post("/api/auth/sign-in/email", { email, password })).status).toBe(403);

      const mail = await smtp.mailTo(email);
      expect(mail.from).toBe("no-reply@cortexa.ai");
      const link = mail.links.find((l) => l.includes("/api/auth/verify-email?token="));
      expect(link).toBeDefined();
      const verify = await fetch(link!, { redirect: "manual", headers: { cookie: signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") } });
      expect(verify.status).toBe(302);
      expect((await post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
      expect(smtp.logins[0]).toEqual(login);
      await expectLoggedSent(email);
    },
    serverTestBound,
  );

  it(
    "asking for the newsletter on a Hindi page mails a Hindi confirmation, whose link subscribes, and a welcome follows",
    async () => {
      const email = "smtp-reader@example.com";
      expect((await post("/api/v1/newsletter", { email, locale: "hi" })).status).toBe(202);
      const confirmation = await smtp.mailTo(email, /पुष्टि/);
      expect(confirmation.subject).toBe("न्यूज़लेटर की सदस्यता की पुष्टि करें");
      expect(confirmation.body).toContain("नमस्ते");
      const token = new URL(confirmation.links.find((l) => l.includes("/newsletter/confirm?token="))!).searchParams.get("token");
      const confirmed = await post("/api/v1/newsletter/confirm", { token });
      expect(confirmed.status).toBe(200);
      const welcome = await smtp.mailTo(email, /स्वागत/);
      expect(welcome.headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/v1\/newsletter\/unsubscribe\?token=\w+>$/m);
      expect(welcome.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      await expectLoggedSent(email);
    },
    serverTestBound,
  );
});
