import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { apiReference, openApiDocumentOperation, referenceFile } from "#contracts/openapi/operations";
import type { AppDeps } from "../context.server";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";
import { makeStaticFile, type StaticFile } from "../http/static-site.server";
import { openApiDocument } from "#contracts/openapi";

const require = createRequire(import.meta.url);

/**
 * /api/v1/openapi.json (generated from the contracts: contracts/openapi.ts) and the interactive
 * reference at /api/v1/docs (Swagger UI, served from our origin).
 */
export function openApiRoutes({ origin }: AppDeps) {
  // Built on first use, like the reference's files: JSON Schema from every operation's zod schemas
  // costs about 0.3 s of CPU, at every start of the server and of each test app, and most never
  // serve it. The contracts are fixed once loaded, so one build serves every request.
  let document: string | undefined;
  const dist = path.dirname(require.resolve("swagger-ui-dist/package.json"));
  const day = "public, max-age=86400";
  // Read and compressed on first use: most server runs never open the reference.
  let files: Record<string, StaticFile> | undefined;
  const loadFiles = (): Record<string, StaticFile> => ({
    "swagger-ui.css": makeStaticFile(fs.readFileSync(path.join(dist, "swagger-ui.css")), "text/css; charset=utf-8", day, { brotli: false }),
    "swagger-ui-bundle.js": makeStaticFile(fs.readFileSync(path.join(dist, "swagger-ui-bundle.js")), "text/javascript; charset=utf-8", day, { brotli: false }),
    // In a file of its own, so the page runs under a CSP without inline scripts.
    "init.js": makeStaticFile(
      Buffer.from(`window.ui = SwaggerUIBundle({ url: "/api/v1/openapi.json", dom_id: "#api-reference", deepLinking: true });\n`),
      "text/javascript; charset=utf-8",
      day,
    ),
  });
  const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Cortexa AI API reference</title>
  <link rel="stylesheet" href="/api/v1/docs/swagger-ui.css" />
</head>
<body>
  <main id="api-reference"></main>
  <script src="/api/v1/docs/swagger-ui-bundle.js"></script>
  <script src="/api/v1/docs/init.js"></script>
</body>
</html>`;

  return [
    route(openApiDocumentOperation, (c) => c.body((document ??= JSON.stringify(openApiDocument(origin))), 200, { "Content-Type": "application/json", "Cache-Control": "public, max-age=300" })),
    route(apiReference, (c) => c.html(page)),
    route(referenceFile, async (c, { params }) => {
      files ??= loadFiles();
      const file = Object.hasOwn(files, params.file) ? files[params.file] : fail("not_found", "No such file.");
      const gzip = file.gzip && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
      const body = gzip ? await file.gzip!.get() : file.body;
      return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, {
        "Content-Type": file.type,
        "Cache-Control": file.cacheControl,
        ...(gzip && { "Content-Encoding": "gzip" }),
      });
    }),
  ];
}
