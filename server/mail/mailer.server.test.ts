import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { startSmtpStandIn } from "../../tools/smtp-stand-in";
import { createMailer } from "./mailer.server";

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: "info" }, sink), text: () => lines.join("") };
}

const message = { to: "asha@example.com", subject: "Confirm your e-mail address", text: "Open http://localhost:3000/api/auth/verify-email?token=SECRET123 now." };

describe("the outbox mailer", () => {
  it("does not print mail links in the log unless told to (development)", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const quiet = capture();
    await createMailer({ from: "Cortexa AI <no-reply@cortexa.ai>", outboxDir, logger: quiet.logger }).send(message);
    expect(quiet.text()).toContain("mail written to outbox");
    expect(quiet.text()).not.toContain("SECRET123");

    const dev = capture();
    await createMailer({ from: "Cortexa AI <no-reply@cortexa.ai>", outboxDir, logger: dev.logger, logLinks: true }).send(message);
    expect(dev.text()).toContain("verify-email?token=SECRET123");
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it("makes the outbox folder once, and again when it was removed", async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outbox-")), "nested", "outbox");
    const mailer = createMailer({ from: "Cortexa AI <no-reply@cortexa.ai>", outboxDir, logger: capture().logger });
    await Promise.all([mailer.send(message), mailer.send(message)]);
    expect(fs.readdirSync(outboxDir)).toHaveLength(2);
    fs.rmSync(outboxDir, { recursive: true, force: true });
    await mailer.send(message);
    expect(fs.readdirSync(outboxDir)).toHaveLength(1);
    fs.rmSync(path.dirname(path.dirname(outboxDir)), { recursive: true, force: true });
  });
});

describe("the SMTP mailer (SMTP_URL), against a local mail server", () => {
  const from = "Cortexa AI <no-reply@cortexa.ai>";

  it("signs in and delivers the message as written: envelope, a Devanagari subject, headers and a calendar entry", async () => {
    const smtp = await startSmtpStandIn({ login: { user: "mailer", pass: "s3cret-Pass" } });
    const log = capture();
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: "/nonexistent", logger: log.logger });
    try {
      await mailer.send({
        to: "asha@example.com",
        subject: "न्यूज़लेटर की सदस्यता की पुष्टि करें",
        text: "नमस्ते,\n\nhttp://localhost:3000/newsletter/confirm?token=abc\n",
        replyTo: "visitor@example.com",
        headers: { "List-Unsubscribe": "<http://localhost:3000/api/v1/newsletter/unsubscribe?token=xyz>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        attachments: [{ filename: "session.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar; method=REQUEST" }],
      });
      const mail = await smtp.mailTo("asha@example.com");
      expect(smtp.logins).toEqual([{ user: "mailer", pass: "s3cret-Pass" }]);
      expect(mail.from).toBe("no-reply@cortexa.ai");
      expect(mail.subject).toBe("न्यूज़लेटर की सदस्यता की पुष्टि करें");
      expect(mail.body).toContain("नमस्ते");
      expect(mail.links).toContain("http://localhost:3000/newsletter/confirm?token=abc");
      expect(mail.headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/v1\/newsletter\/unsubscribe\?token=xyz>$/m);
      expect(mail.headers).toMatch(/^Reply-To: visitor@example\.com$/m);
      expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; method=REQUEST/);
      expect(mail.attachments).toEqual([{ filename: "session.ics", type: "text/calendar", text: expect.stringMatching(/^BEGIN:VCALENDAR\r?\nEND:VCALENDAR\r?\n$/) }]);
      // The log says a mail went, to whom: not the server's password, nor the link in the mail.
      expect(log.text()).toContain("mail sent");
      expect(log.text()).not.toContain("s3cret-Pass");
      expect(log.text()).not.toContain("token=abc");
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });

  it("sends a burst of mail over a few connections, and later mail over one already open", async () => {
    const smtp = await startSmtpStandIn();
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: "/nonexistent", logger: capture().logger });
    try {
      await Promise.all(Array.from({ length: 20 }, (_, i) => mailer.send({ ...message, to: `burst-${i}@example.com` })));
      expect(smtp.received).toHaveLength(20);
      const afterBurst = smtp.connections();
      // nodemailer's pool opens up to five connections (its default).
      expect(afterBurst).toBeLessThanOrEqual(5);
      for (let i = 0; i < 5; i++) await mailer.send({ ...message, to: `later-${i}@example.com` });
      expect(smtp.connections()).toBe(afterBurst);
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });

  it("fails a message the server refuses, or a wrong password, and sends the next one", async () => {
    const smtp = await startSmtpStandIn({ login: { user: "mailer", pass: "right" }, refuse: ["nobody@example.com"] });
    const wrong = createMailer({ smtpUrl: smtp.url.replace(":right@", ":wrong@"), from, outboxDir: "/nonexistent", logger: capture().logger });
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: "/nonexistent", logger: capture().logger });
    try {
      await expect(wrong.send(message)).rejects.toThrow(/Invalid username or password/);
      await expect(mailer.send({ ...message, to: "nobody@example.com" })).rejects.toThrow(/No such mailbox/);
      await mailer.send(message);
      expect(smtp.received.map((m) => m.to)).toEqual([["asha@example.com"]]);
    } finally {
      wrong.close?.();
      mailer.close?.();
      await smtp.close();
    }
  });
});
