import fs from "node:fs";
import path from "node:path";

// The mail a server wrote to its outbox (DATA_DIR/outbox/*.eml, one file per message, named by the
// time it was sent; the server writes there when no SMTP_URL is set), read by the tests, the
// benchmarks and the fuzzer.

export interface Mail {
  /** The header lines, unfolded and decoded. */
  headers: string;
  subject: string;
  /** The whole message, quoted-printable decoded. */
  body: string;
  links: string[];
}

// A run of escaped bytes is decoded together, as UTF-8: a Devanagari letter is three of them.
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));

/**
 * A header as a mail client shows it: folded lines joined, and RFC 2047 encoded words
 * (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`, as a subject with Devanagari in it is sent) decoded. The bytes
 * of adjacent words are decoded together, as a character may be split across two of them.
 */
function decodeHeader(value: string): string {
  const unfolded = value.replace(/\r?\n[ \t]+/g, " ");
  return unfolded.replace(/=\?[^?]+\?[QqBb]\?[^?]*\?=(?:[ \t]*=\?[^?]+\?[QqBb]\?[^?]*\?=)*/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , kind, text] of run.matchAll(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g)) {
      bytes.push(
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1"),
      );
    }
    return Buffer.concat(bytes).toString("utf8");
  });
}

/**
 * The text parts sent in base64 (nodemailer's choice for text that is mostly not Latin, such as a
 * Hindi mail), decoded: a header block naming base64 and a text type, then the part's lines.
 */
const base64Texts = (raw: string) =>
  [...raw.matchAll(/((?:^[^\r\n]+\r?\n)+)\r?\n((?:^[A-Za-z0-9+/=]+\r?\n?)+)/gm)]
    .filter(([, headers]) => /^Content-Transfer-Encoding: base64/im.test(headers) && /^Content-Type: text\//im.test(headers))
    .map(([, , body]) => Buffer.from(body, "base64").toString("utf8"));

/** A message as its RFC 822 text (an outbox file, or what an SMTP server received), read as a mail client shows it. */
export function parseMail(raw: string): Mail {
  const headers = decodeHeader(raw.slice(0, raw.search(/\r?\n\r?\n/)));
  // The message quoted-printable decoded, then its base64 text parts, decoded from the message as sent.
  const body = [decodeQuotedPrintable(raw), ...base64Texts(raw)].join("\n");
  return { headers, subject: headers.match(/^Subject: (.*)$/m)?.[1] ?? "", body, links: body.match(/https?:\/\/[^\s"<>]+/g) ?? [] };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The newest message in `outboxDir` addressed to `to` (and with a matching subject, and written at
 * or after `after`, a time in ms: a mail an action causes, not an older one), waiting up to
 * `timeout` ms for it.
 */
export async function readMail(outboxDir: string, to: string, { subject, timeout = 10_000, after }: { subject?: RegExp; timeout?: number; after?: number } = {}): Promise<Mail> {
  const addressee = new RegExp(`^To: .*${escapeRegExp(to)}`, "mi");
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).sort().reverse() : [];
    for (const file of files) {
      if (after !== undefined && fs.statSync(path.join(outboxDir, file)).mtimeMs < after) continue;
      const mail = parseMail(fs.readFileSync(path.join(outboxDir, file), "utf8"));
      if (!addressee.test(mail.headers)) continue;
      if (subject && !subject.test(mail.subject)) continue;
      return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} arrived in ${outboxDir} within ${timeout} ms`);
}
