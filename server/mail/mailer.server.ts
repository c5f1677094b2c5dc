import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { company } from "#contracts/company";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, when not to the sender (the visitor, for a staff notification). */
  replyTo?: string;
  /** Extra header fields (the newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Files sent with the message (a registration's .ics calendar entry). */
  attachments?: MailAttachment[];
  /** The Message-ID, `<…@…>`, when a mail sent again must carry the same one (a reminder); otherwise a new one is made. */
  messageId?: string;
}

/** The end of our mails to visitors and learners: who we are and how to reach us. */
export const mailSignature = `${company.name}\n${company.email} · ${company.phone}\n`;

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Lets go of the mail server's connections once the mail in flight is sent (a server that stops). */
  close?(): void;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /**
   * Print the links of outbox mail in the log (development only: confirmation and reset links
   * sign a person in, and production logs are read by more people and kept longer).
   */
  logLinks?: boolean;
}

/**
 * With SMTP_URL, mail goes to that server (tested against a local one: tools/smtp-stand-in.ts).
 * Without it every message is written as an RFC 822 .eml file to the outbox (and, in development,
 * its links are logged), so sign-up works offline.
 */
export function createMailer({ smtpUrl, from, outboxDir, logger, logLinks = false }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Pooled: mail goes over a few connections kept open and used again, instead of a new
    // connection, greeting and sign-in for each message (a burst of sign-ups, a newsletter issue).
    // Settings in the URL's query (`?pool=false`, `?maxConnections=2`) come first.
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // The folder is made at the first mail, not before each (a newsletter sign-up mails every time),
  // and again if someone removed it since.
  let outboxMade: Promise<unknown> | undefined;
  const write = async (file: string, data: Buffer) => {
    await (outboxMade ??= fs.mkdir(outboxDir, { recursive: true }).catch((error: unknown) => {
      outboxMade = undefined;
      throw error;
    }));
    try {
      await fs.writeFile(file, data);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.writeFile(file, data);
    }
  };
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await write(file, info.message as Buffer);
      const links = logLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      logger.info({ to: message.to, subject: message.subject, file, links }, "mail written to outbox");
    },
  };
}
