import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
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
