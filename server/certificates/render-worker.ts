import { parentPort } from "node:worker_threads";
import { renderCertificatePdf, type CertificateContent } from "./certificate-pdf.server";

// The certificate renderer's thread (render-in-worker.server.ts): one request at a time from the
// server's thread, each answered with its PDF or its error.

export interface RenderRequest {
  id: number;
  certificate: CertificateContent;
  verificationUrl: string;
}
export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort!.on("message", async ({ id, certificate, verificationUrl }: RenderRequest) => {
  try {
    const pdf = await renderCertificatePdf(certificate, verificationUrl);
    // A copy of its own, so the transfer moves nothing else a Buffer might share.
    const bytes = new Uint8Array(pdf);
    parentPort!.postMessage({ id, pdf: bytes } satisfies RenderAnswer, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer);
  }
});
