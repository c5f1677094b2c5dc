import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.server";
import { newsletterSubscribers } from "../../server/db/schema";
import { serverTestBound, startServerProcess, type ServerProcess } from "./server-process";

// The embedded database under a real server process: killed with SIGKILL while 20 clients write,
// it must keep every acknowledged write and restart cleanly; a second server on the same
// DATA_DIR must be refused.
describe("embedded database durability", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "durability-"));
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const s of started) s.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second server on the same DATA_DIR", async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    started.push(first);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another process");
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  }, serverTestBound);

  it("keeps every acknowledged write after SIGKILL and restarts cleanly", async () => {
    // Each request from its own address (behind a trusted proxy): the newsletter's per-client limit
    // must not stop the writes.
    const server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
    started.push(server);
    const acknowledged: string[] = [];
    let stop = false;
    const client = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const email = `client${id}-${n}@example.com`;
        try {
          const res = await fetch(`${server.url}/api/v1/newsletter`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.${id}.${Math.floor(n / 250) % 250}.${n % 250}` },
            body: JSON.stringify({ email }),
          });
          if (res.status === 202) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 20 }, (_, i) => client(i));
    // Kill once enough writes were acknowledged (a busy machine needs longer than an idle one).
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    server.child.kill("SIGKILL");
    stop = true;
    await Promise.all(clients);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(50);

    const restarted = await startServerProcess({ DATA_DIR: dataDir });
    started.push(restarted);
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);

    const handle = await openDatabase({ dataDir });
    try {
      const stored = new Set((await handle.db.select().from(newsletterSubscribers)).map((r) => r.email));
      const lost = acknowledged.filter((e) => !stored.has(e));
      expect(lost).toEqual([]);
    } finally {
      await handle.close();
    }
  }, serverTestBound + 60_000);
});
