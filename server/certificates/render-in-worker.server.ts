import { Worker } from "node:worker_threads";
import type { CertificateContent } from "./certificate-pdf.server";
import type { RenderAnswer, RenderRequest } from "./render-worker";

// A certificate's PDF is rendered on a thread of its own: a render holds its thread for ~90 ms in
// English and ~145 ms in Hindi (shaping) on the 2-core machine this project is built on, and on the
// server's thread that was every other request's wait. One thread, started at the first download
// and kept (it does not keep the process alive); a thread that dies fails the renders it held, and
// the next download starts another.
//
// The compiled server (scripts/build-server.ts) has the thread's code as certificate-worker.js
// beside index.js; from the TypeScript sources (development, tests) the thread starts with
// render-worker-from-source.mjs, which loads render-worker.ts through tsx.

const compiled = !import.meta.url.endsWith(".ts");
const workerFile = new URL(compiled ? "./certificate-worker.js" : "./render-worker-from-source.mjs", import.meta.url);

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

function started(): Worker {
  if (worker) return worker;
  const thread = new Worker(workerFile);
  thread.unref();
  thread.on("message", (answer: RenderAnswer) => {
    const request = waiting.get(answer.id);
    if (!request) return;
    waiting.delete(answer.id);
    if ("pdf" in answer) request.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else request.reject(new Error(answer.error));
  });
  const failAll = (error: Error) => {
    if (worker === thread) worker = undefined;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  thread.on("error", failAll);
  thread.on("exit", (code) => failAll(new Error(`The certificate renderer stopped (exit code ${code}).`)));
  worker = thread;
  return thread;
}

/** The certificate's PDF file, rendered on the renderer's thread. */
export function renderCertificatePdfInWorker(certificate: CertificateContent, verificationUrl: string): Promise<Buffer> {
  const thread = started();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, certificate, verificationUrl } satisfies RenderRequest);
  });
}
