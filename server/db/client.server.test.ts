import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client.server";
import { backupStream } from "./backup-file.server";
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
      // On disk, PostgreSQL's own buffer sizes: only the tests' in-memory databases are made smaller.
      expect((await handle.pglite!.query("show shared_buffers")).rows).toEqual([{ shared_buffers: "128MB" }]);
      const before = pgliteSyncStats.fsyncs;
      await handle.db.insert(newsletterSubscribers).values({ email: "durable@example.com" });
      expect(pgliteSyncStats.fsyncs).toBeGreaterThan(before);
    } finally {
      await handle.close();
    }
    // A new cluster on disk (initdb): seconds on a quiet machine, far more with the cores busy.
  }, 180_000);

  it("reads dates, timestamps and intervals as drizzle asks, with the parsers installed once instead of per statement", async () => {
    const query = vi.spyOn(PGlite.prototype, "query");
    const handle = await openDatabase({ dataDir: "", memory: true });
    try {
      await handle.migrate();
      const createdAt = new Date("2026-11-27T05:06:07.089Z");
      await handle.db.insert(newsletterSubscribers).values({ email: "dates@example.com", createdAt });
      const [row] = await handle.db.select({ createdAt: newsletterSubscribers.createdAt }).from(newsletterSubscribers);
      expect(row.createdAt).toEqual(createdAt);
      const { rows } = (await handle.db.execute(
        sql`select date '2026-01-02' as d, interval '90 minutes' as i, array[timestamptz '2026-01-02 03:04:05+00'] as a`,
      )) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ d: "2026-01-02", i: "01:30:00", a: '{"2026-01-02 03:04:05+00"}' }]);
      // drizzle passed its parsers with every statement; PGlite then copied all its own for each.
      expect(query.mock.calls.length).toBeGreaterThan(2);
      expect(query.mock.calls.filter(([, , options]) => options?.parsers)).toEqual([]);
    } finally {
      query.mockRestore();
      await handle.close();
    }
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

  it("unpacks a new data directory from `initialImage` instead of making an empty one", async () => {
    // The directory made above (stopped: it holds one subscriber) packed as an initial image.
    const image = path.join(dir, "..", `${path.basename(dir)}-image.tar.gz`);
    await pipeline(backupStream(path.join(dir, "db"), { format: 1, createdAt: new Date().toISOString(), migration: null }), fs.createWriteStream(image));
    const fresh = `${dir}-fresh`;
    try {
      const handle = await openDatabase({ dataDir: fresh, initialImage: image });
      try {
        expect(await handle.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).toEqual([{ email: "durable@example.com" }]);
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
      fs.rmSync(image, { force: true });
    }
  });
});

describe("in-memory database (the tests')", () => {
  it("starts with small buffers: a test database holds a few rows", async () => {
    const handle = await openDatabase({ dataDir: "", memory: true });
    try {
      const { rows } = await handle.pglite!.query("select name, setting, unit from pg_settings where name in ('shared_buffers', 'wal_buffers') order by name");
      // 8 kB pages: 1024 of them is 8 MB, 64 is 512 kB.
      expect(rows).toEqual([
        { name: "shared_buffers", setting: "1024", unit: "8kB" },
        { name: "wal_buffers", setting: "64", unit: "8kB" },
      ]);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
