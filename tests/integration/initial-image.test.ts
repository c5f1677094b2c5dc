import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appliedMigration, latestMigration, openDatabase } from "../../server/db/client.server";
import { readBackup } from "../../server/db/backup-file.server";
import { initialImage } from "./server-process";

// The build's initial database image (scripts/build-server.ts): a new DATA_DIR is unpacked from it,
// so it must already hold every migration of the build, and nothing else.

describe("the build's initial database image", () => {
  it("holds every migration of the build, says so in its manifest, and no rows", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "initial-image-"));
    try {
      const manifest = await readBackup(initialImage());
      expect(manifest).toMatchObject({ migration: latestMigration().when, migrationTag: latestMigration().tag });
      const handle = await openDatabase({ dataDir: path.join(dataDir, "data"), initialImage: initialImage() });
      try {
        // Before any migrate(): the image came with them.
        expect(await appliedMigration(handle.db)).toBe(latestMigration().when);
        const counts = await handle.db.execute(sql`select (select count(*) from users) + (select count(*) from programs) + (select count(*) from newsletter_subscribers) as n`);
        expect(Number((counts as unknown as { rows: { n: string }[] }).rows[0].n)).toBe(0);
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
