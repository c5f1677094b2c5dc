import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { pgliteSyncStats } from "./pglite.server";
import { lockFilePath } from "./lock.server";
import { newsletterSubscribers } from "./schema";

describe("embedded database", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-test-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("flushes each commit to disk with a real fsync", async () => {
    const handle = await openDatabase({ dataDir: dir });
    try {
      await handle.migrate();
      const before = pgliteSyncStats.fsyncs;
      await handle.db.insert(newsletterSubscribers).values({ email: "durable@example.com" });
      expect(pgliteSyncStats.fsyncs).toBeGreaterThan(before);
    } finally {
      await handle.close();
    }
    // A new cluster on disk (initdb): seconds on a quiet machine, far more with the cores busy.
  }, 180_000);

  it("locks its directory while open and releases it on close", async () => {
    const handle = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(lockFilePath(dir), "utf8")).toBe(String(process.pid));
    await handle.close();
    expect(fs.existsSync(lockFilePath(dir))).toBe(false);
  });

  it("takes over a lock left by a process that is gone", async () => {
    fs.writeFileSync(lockFilePath(dir), "999999");
    const handle = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(lockFilePath(dir), "utf8")).toBe(String(process.pid));
    await handle.close();
  });
});
