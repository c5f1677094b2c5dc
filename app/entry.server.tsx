import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

// React Router's own entry, with one change: the HTML is sent once everything in it is ready
// (`onAllReady`), for every request, not for crawlers only, and in document order. The pages are prerendered at build time
// (react-router.config.ts), and what a page's Suspense boundary waited for while it rendered (a
// part whose code loads on its own: app/lib/prefetched.ts) is then written in place. Sent with the
// shell first (`onShellReady`), that part went to the end of the document, hidden, moved into place
// by an inline script once the whole page had arrived: the first paint showed the page without it
// and the content appeared later (the assessment tools' questions: LCP 560 → 612 ms on a slow
// phone). In place, React keeps it as the HTML drew it until its code has loaded, and hydrates the
// rest of the page meanwhile.
// https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    // Abort the render after `streamTimeout`, so that it has time to send the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React also moves a finished part to the end when the HTML before it passes this size
      // (12,800 bytes by default), to let the browser paint sooner: every page passes it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        allReady = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the first render reject and are logged by React Router; log the later ones.
        if (allReady) console.error(error);
      },
    });
  });
}
