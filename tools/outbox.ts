import fs from "node:fs";
import path from "node:path";
import PostalMime, { decodeWords } from "postal-mime";

// The mail a server wrote to its outbox (DATA_DIR/outbox/*.eml, one file per message, named by the
// time it was sent; the server writes there when no SMTP_URL is set), read by the tests, the
// benchmarks and the fuzzer.

export interface Mail {
  /** The header lines, unfolded and decoded. */
  headers: string;
  subject: string;
  /** The header lines, a blank line, and the text, decoded. */
  body: string;
  /** Every address in the headers and the text. */
  links: string[];
  /** Attached files (a registration's calendar entry), their content as text. */
  attachments: { filename: string | null; type: string; text: string }[];
}

/** A message as its RFC 822 text (an outbox file, or what an SMTP server received), read as a mail client reads it (postal-mime). */
export async function parseMail(raw: string): Promise<Mail> {
  const parsed = await PostalMime.parse(raw);
  // As a mail client shows them: folded lines joined, encoded words (a Devanagari subject) decoded.
  const headers = parsed.headers.map((h) => `${h.originalKey}: ${decodeWords(h.value)}`).join("\n");
  const body = `${headers}\n\n${parsed.text ?? ""}`;
  const text = new TextDecoder();
  return {
    headers,
    subject: parsed.subject ?? "",
    body,
    links: body.match(/https?:\/\/[^\s"<>]+/g) ?? [],
    attachments: parsed.attachments.map((a) => ({ filename: a.filename, type: a.mimeType, text: typeof a.content === "string" ? a.content : text.decode(a.content) })),
  };
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
      const mail = await parseMail(fs.readFileSync(path.join(outboxDir, file), "utf8"));
      if (!addressee.test(mail.headers)) continue;
      if (subject && !subject.test(mail.subject)) continue;
      return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} arrived in ${outboxDir} within ${timeout} ms`);
}
