import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { localizedPath, translatedPaths } from "#contracts/locales";
import { NOT_FOUND_PATH, sitePages, translatedNotFoundPaths } from "#contracts/pages";
import { writeInputsDigest } from "./scripts/build-if-stale.js";
import { buildServer } from "./scripts/build-server";
import { finishPagesInBuild } from "./scripts/finish-pages";

export default {
  // Every page is prerendered to static HTML; there is no server rendering at request time.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // NOT_FOUND_PATH renders the 404 route; the server sends it, with status 404, for unknown paths
  // (and each language's, translatedNotFoundPaths, for unknown paths under its prefix).
  // Translated pages are prerendered under their language's prefix too (/hi/…, contracts/locales.ts).
  prerender: [
    ...sitePages.map((p) => p.path),
    ...translatedPaths.hi.map((p) => localizedPath(p, "hi")),
    NOT_FOUND_PATH,
    ...Object.values(translatedNotFoundPaths),
  ],
  // Every prerendered page gets the early-input script (scripts/finish-pages.ts); the server is
  // compiled beside the site (scripts/build-server.ts). Last, the build records the digest of its
  // sources, which tells `npm start` it is up to date (scripts/build-if-stale.js).
  buildEnd: async ({ reactRouterConfig }) => {
    finishPagesInBuild(path.join(reactRouterConfig.buildDirectory, "client"));
    await buildServer(reactRouterConfig.buildDirectory);
    writeInputsDigest(reactRouterConfig.buildDirectory);
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
