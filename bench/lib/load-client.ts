import { createRequire } from "node:module";
import autocannon from "autocannon";

// autocannon keeps every response's body as a string (`req.body += data`, a UTF-8 decode of each
// chunk) for its `expectBody`, `verifyBody` and `onResponse` options, which the benchmarks do not
// use. Decoding a compressed body (binary) that way is slow: measured against the compiled server,
// the client paid ~5 µs more for the catalogue's 2 KB of brotli than for 4d293bf's 5.4 KB of plain
// JSON, more than the server's whole difference, and the home page's 22 KB of brotli held
// `GET /` at ~3,600 req/s whatever the server did (25,000+ without the decode). So the load
// generator measured its own UTF-8 decoder, not the server. Keeping no body removes that; the
// bytes are still counted (addByteCount) and the status checked.
const require = createRequire(import.meta.url);
const queue = require("autocannon/lib/pipelinedRequestsQueue.js") as { prototype: { addBody?: (data: Buffer) => void } };
if (typeof queue.prototype.addBody !== "function") {
  // Fail loudly after an autocannon upgrade rather than measure the decoder again unnoticed.
  throw new Error("autocannon's PipelinedRequestsQueue.addBody is gone: check bench/lib/load-client.ts against the new version.");
}
queue.prototype.addBody = () => {};

export default autocannon;
