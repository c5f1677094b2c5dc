import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The footer's copyright year: fixed at build time, so prerendered HTML and hydration agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { tsconfigPaths: true },
  build: {
    sourcemap: process.env.JS_SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small modules that many routes share (buttons, cards, page sections, common icons) go into
          // one chunk instead of one file each: a page loaded 19-36 scripts, each a request and a round
          // trip on HTTP/1.1 over a slow link, for about the same bytes (home 19 → 14 files, +1 KB).
          // Shared by 8 or more routes: 3–6 files fewer on every route and a few bytes less than at 12
          // (10 changes nothing; at 7 or less every page carries ~8 KB it does not use).
          groups: [
            {
              name: "common",
              // Not the query client: it brings TanStack Query (~7 KB gzip), which pages without
              // server data (home, listings) must not load; from its 8th route on it would come here.
              // Not the solution pages' sections either (~1.1 KB gzip): only those 9 pages use them, and
              // every other page (home first) would carry them. Nor the staff and team pages' shared
              // modules: there are more than 8 of those pages, and their API helpers bring TanStack Query
              // with them (home went from 130 to 145 KB when they came here).
              test: /[\\/](app(?![\\/](lib[\\/]query-client|features[\\/](solutions|admin|team)[\\/]))|node_modules[\\/]lucide-react)[\\/]/,
              minShareCount: 8,
              maxModuleSize: 4000,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the API server runs beside Vite (scripts/dev.ts).
    proxy: Object.fromEntries(
      ["/api", "/healthz", "/newsletter"].map((path) => [path, `http://127.0.0.1:${process.env.API_PORT ?? 3001}`]),
    ),
  },
});
