import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tools/free-port";
import { serverTestBound, startServerProcess, type ServerProcess } from "./server-process";

// The limits of the real server process (server.server.ts, http/body-limit.server.ts,
// http/client-ip.server.ts): a huge body is refused before it is read, a forged X-Forwarded-For
// from a peer that is not a trusted proxy changes nothing, and metrics on their own port.

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/**
 * POSTs `total` bytes to `url` on a raw socket, as fast as the socket takes them, with a
 * Content-Length (or chunked); resolves with the status and the milliseconds until it arrived.
 * The server closes the connection once it has answered, so a write may fail after the answer.
 */
function sendHuge(url: string, total: number, { chunked = false } = {}): Promise<{ status: number; ms: number }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const socket = net.connect(Number(port), hostname);
    let received = "";
    let answered = false;
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status && !answered) {
        answered = true;
        resolve({ status: Number(status[1]), ms: performance.now() - start });
        socket.destroy();
      }
    });
    socket.on("error", () => undefined);
    socket.on("close", () => (answered ? undefined : reject(new Error(`closed without an answer: ${received}`))));
    const length = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${total}`;
    socket.write(`POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const framed = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk;
    let sent = 0;
    // A megabyte per turn of the event loop, so the answer is read as soon as it arrives.
    const pump = () => {
      if (answered || socket.destroyed || sent >= total) return;
      sent += chunk.length;
      if (socket.write(framed)) setImmediate(pump);
      else socket.once("drain", pump);
    };
    pump();
  });
}

describe("the server process's limits", () => {
  let server: ServerProcess;
  let metricsPort: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "limits-"));
  beforeAll(async () => {
    metricsPort = await freePort();
    // The proxy we trust is elsewhere: this test's requests come from a peer that is not it.
    server = await startServerProcess({ DATA_DIR: path.join(dataDir, "data"), TRUST_PROXY: "10.0.0.0/8", METRICS_PORT: String(metricsPort) });
  }, serverTestBound);
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a 300 MB body with 413 at once, and its memory does not move", async () => {
    const before = rssMiB(server.child.pid!);
    for (const target of ["/api/v1/newsletter", "/api/auth/sign-in/email", "/contact", "/api/v1/contact"]) {
      const { status, ms } = await sendHuge(`${server.url}${target}`, 300 * 1024 * 1024);
      expect(status, target).toBe(413);
      expect(ms, target).toBeLessThan(2000);
    }
    // Without a Content-Length the body is counted as it is read, and refused past the limit.
    expect((await sendHuge(`${server.url}/api/v1/newsletter`, 300 * 1024 * 1024, { chunked: true })).status).toBe(413);
    await new Promise((r) => setTimeout(r, 500));
    expect(rssMiB(server.child.pid!) - before).toBeLessThan(40);
    // And it still serves.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("accepts a body under the limit", async () => {
    const res = await fetch(`${server.url}/api/v1/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "under-the-limit@example.com", padding: "x".repeat(15_000) }),
    });
    expect(res.status).toBe(202);
  });

  it("does not believe X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    // Newsletter: 10 per client per hour (NEWSLETTER_LIMITS). A client that forges a new address each time is
    // still one client (127.0.0.1 is not in TRUST_PROXY=10.0.0.0/8).
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${server.url}/api/v1/newsletter`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: `forged-${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    // One subscription was made by the test above, from the same client.
    expect(statuses.slice(0, 9).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(9)).toEqual([429, 429]);
  });

  it("serves /metrics on its own port only, without a token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text, text.split("\n").filter((l) => l.startsWith("http_requests_total")).join("\n")).toMatch(/http_requests_total\{method="POST",route="\/api\/v1\/newsletter",status="413"\} [1-9]/);
    expect(text).toContain("process_resident_memory_bytes");
  });
});
