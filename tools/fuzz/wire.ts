import net from "node:net";

// A bare HTTP/1.1 client over a TCP socket: unlike fetch or node:http it sends the request target,
// method and header bytes exactly as given (/../, %00, raw UTF-8, odd methods, chunked or no
// framing), which is what a hostile client does.

export interface WireRequest {
  method: string;
  /** The request target as sent: path and query, not normalised. */
  target: string;
  headers: [string, string][];
  body?: Buffer;
  /** How the body is delimited: Content-Length, chunked, or not at all (bytes after the head). */
  framing: "length" | "chunked" | "none";
}

export type WireOutcome =
  | { kind: "response"; status: number; headers: Record<string, string>; body: Buffer; ms: number }
  /** No complete response before the deadline. */
  | { kind: "timeout"; ms: number }
  /** The connection was refused: nobody listens any more. */
  | { kind: "refused"; error: string }
  /** The server closed or reset the connection without a response. */
  | { kind: "closed"; error?: string; ms: number; headBytes: number };

export function serialize(req: WireRequest, host: string): Buffer {
  const lines = [`${req.method} ${req.target} HTTP/1.1`];
  const names = new Set(req.headers.map(([n]) => n.toLowerCase()));
  if (!names.has("host")) lines.push(`Host: ${host}`);
  for (const [name, value] of req.headers) lines.push(`${name}: ${value}`);
  const body = req.body ?? Buffer.alloc(0);
  if (req.framing === "length" && (body.length || req.method !== "GET")) lines.push(`Content-Length: ${body.length}`);
  if (req.framing === "chunked") lines.push("Transfer-Encoding: chunked");
  lines.push("Connection: close", "", "");
  const head = Buffer.from(lines.join("\r\n"), "utf8");
  if (req.framing !== "chunked") return Buffer.concat([head, body]);
  // Two chunks when there is a body, so the server has to join them.
  const half = Math.floor(body.length / 2);
  const parts = [body.subarray(0, half), body.subarray(half)].filter((p) => p.length);
  const chunks = parts.flatMap((p) => [Buffer.from(`${p.length.toString(16)}\r\n`), p, Buffer.from("\r\n")]);
  return Buffer.concat([head, ...chunks, Buffer.from("0\r\n\r\n")]);
}

function parseResponse(raw: Buffer): { status: number; headers: Record<string, string>; body: Buffer } | undefined {
  let rest = raw;
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) return undefined;
    const head = rest.subarray(0, end).toString("latin1").split("\r\n");
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? "")?.[1]);
    if (!status) return undefined;
    rest = rest.subarray(end + 4);
    // 100 Continue and other interim answers come before the real one.
    if (status < 200) continue;
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    return { status, headers, body: rest };
  }
}

const WRITE_PIECE = 64 * 1024;

/** Sends one request on a fresh connection and reads the answer until the server closes it. */
export function sendWire(port: number, req: WireRequest, timeoutMs: number): Promise<WireOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (outcome: WireOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const fromBytes = (error?: string): WireOutcome => {
      const parsed = parseResponse(Buffer.concat(chunks));
      if (parsed) return { kind: "response", ...parsed, ms: Date.now() - started };
      return { kind: "closed", error, ms: Date.now() - started, headBytes: head.length };
    };
    const answered = () => parseResponse(Buffer.concat(chunks)) !== undefined;
    const bytes = serialize(req, `localhost:${port}`);
    const head = bytes.subarray(0, bytes.indexOf("\r\n\r\n") + 4);
    const socket = net.connect({ port, host: "127.0.0.1" });
    const timer = setTimeout(() => finish({ kind: "timeout", ms: Date.now() - started }), timeoutMs);
    // In 64 KiB pieces, and no more once an answer arrives: a server that answers without reading
    // the whole body closes the connection, and writing on into it resets the connection and loses
    // the answer (curl stops early the same way). Never end(): a half-closed connection makes Node
    // abort the request in flight.
    socket.on("connect", async () => {
      socket.write(head);
      // Before a large body, a moment for an early answer (as curl does with Expect: 100-continue).
      if (bytes.length - head.length > WRITE_PIECE) await new Promise((resolve) => (setTimeout(resolve, 100), socket.once("data", resolve)));
      // An interim answer (100 Continue) asks for the body; only a final one ends the upload.
      for (let at = head.length; at < bytes.length && !answered() && !done; at += WRITE_PIECE) {
        if (!socket.write(bytes.subarray(at, at + WRITE_PIECE))) {
          await new Promise((resolve) => (socket.once("drain", resolve), socket.once("close", resolve)));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    socket.on("data", (d) => chunks.push(d));
    socket.on("end", () => finish(fromBytes()));
    socket.on("close", () => finish(fromBytes()));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") return finish({ kind: "refused", error: error.message });
      // A reset after a complete answer (the server closed while we were still writing) is fine.
      finish(fromBytes(error.code ?? error.message));
    });
  });
}
