import fs from "node:fs";
import path from "node:path";

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The links in the newest .eml in DATA_DIR/outbox addressed to `to`, waiting up to 10 s for it. */
export async function mailLinks(dataDir: string, to: string): Promise<string[]> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const raw = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), "utf8"));
      if (raw.includes(`To: ${to}`) || raw.includes(`<${to}>`)) return raw.match(/https?:\/\/[^\s"<>]+/g) ?? [];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} in ${outbox}`);
}
