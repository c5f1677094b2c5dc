import fs from "node:fs";
import path from "node:path";
import { e2eDataDir } from "../../playwright.config";

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message in the server's outbox addressed to `to`, waiting for it to arrive. */
export async function readMail(to: string, { subject, timeout = 10_000 }: { subject?: RegExp; timeout?: number } = {}) {
  const outbox = path.join(e2eDataDir, "outbox");
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(outbox, file), "utf8");
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "mi").test(headers)) continue;
      const subjectLine = headers.match(/^Subject: (.*)$/m)?.[1] ?? "";
      if (subject && !subject.test(subjectLine)) continue;
      const body = decodeQuotedPrintable(raw);
      return { subject: subjectLine, body, links: body.match(/https?:\/\/[^\s"<>]+/g) ?? [] };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} arrived in ${timeout} ms`);
}
