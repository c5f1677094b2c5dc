// Measures what fsync costs PGlite: sequential single-row inserts (each its own transaction) with
// PostgreSQL's fsync on (our setting) and off (PGlite's default "-F").
// Run: node --import tsx bench/pglite-fsync.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db/client.server";
import { newsletterSubscribers } from "../server/db/schema";

const N = Number(process.env.N ?? 1000);
for (const fsync of [true, false]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsync-bench-"));
  const handle = await openDatabase({ dataDir: dir, fsync });
  await handle.migrate();
  const start = performance.now();
  for (let i = 0; i < N; i++) await handle.db.insert(newsletterSubscribers).values({ email: `u${i}@example.com` });
  const ms = performance.now() - start;
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`fsync ${fsync ? "on " : "off"}: ${N} inserts in ${ms.toFixed(0)} ms = ${((N / ms) * 1000).toFixed(0)} inserts/s, ${(ms / N).toFixed(2)} ms each`);
}
