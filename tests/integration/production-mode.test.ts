import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverTestBound, startServerProcess, type ServerProcess } from "./server-process";

// The production entry (server/index.ts) serves a build: it runs as production even when the
// shell says development, so nothing meant for a developer's eyes (mail links in the log) leaks.
describe("the server that serves a build", () => {
  let server: ServerProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prod-mode-"));
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs with NODE_ENV=production and prints no mail links, in a 0700 data directory", async () => {
    server = await startServerProcess({ DATA_DIR: path.join(dataDir, "data"), NODE_ENV: "development", LOG_LEVEL: "info" });
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url.replace("127.0.0.1", "localhost") },
      body: JSON.stringify({ name: "Asha Verma", email: "prod-mode@example.com", password: "Secur3Passw0rd", callbackURL: "/dashboard" }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The mail goes after the answer: wait for it (the test's bound is the limit).
    while (!server.output().includes("mail written to outbox")) await new Promise((r) => setTimeout(r, 50));
    expect(server.output()).toContain("mail written to outbox");
    expect(server.output()).not.toContain("verify-email?token=");
    expect(fs.statSync(path.join(dataDir, "data")).mode & 0o777).toBe(0o700);
  }, serverTestBound);
});
