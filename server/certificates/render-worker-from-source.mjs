// The certificate renderer's thread when the server runs from its TypeScript sources (development,
// tests): Node 20 does not apply a worker's `--import tsx` to its own main file, so TypeScript is
// registered here first. The compiled server starts certificate-worker.js instead.
import { register } from "tsx/esm/api";

register();
await import("./render-worker.ts");
