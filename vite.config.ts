import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

// React Router creates its components as the module runs (`var Form = React10.forwardRef(…)`, then
// `Form.displayName = "Form"`): a call and an assignment the bundler must keep, so its <Form> (with
// useSubmit and the form-submission code, ~1 KB gzip) was in every page although no page renders it
// (issue 29: home ≤ 130 KB). forwardRef has no side effect, and the names serve React's developer
// tools only: marked pure and without the name, an unused component is left out. If React Router's
// code changes shape the patterns stop matching, and the bundle is as before.
const reactRouterTreeShaking: Plugin = {
  name: "react-router-tree-shaking",
  apply: "build",
  transform: {
    filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
    handler: (code) =>
      code
        .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, "$1/* @__PURE__ */ $2")
        .replace(/^\w+\.displayName = "[\w.]+";$/gm, ""),
  },
};

// A lucide icon is a module of ~0.25 KB gzip. Shared by two to seven pages, each was a chunk of its
// own, and a page that draws many fetched them one by one: 14 of the 28 scripts of
// /solutions/corporate-training, each a request on the slow link before the page could hydrate
// (issue 30). Grouping them by the pages that use them (the bundler's entriesAware) saved requests
// on some pages and added kilobytes and requests to others (/auth: 1 icon file → 3, +4 KB). So each
// module that imports icons gets its own copy of them (the same file under a query that names the
// importer, which the bundler counts as a module of its own): an icon is in the chunk of the code
// that draws it, a few hundred bytes repeated where two chunks draw the same icon. The icons'
// shared code (createLucideIcon, the Icon component) stays one chunk ("lucide" below).
const lucideDir = path.resolve("node_modules/lucide-react/dist/esm");
/** Each icon's names (Mail, MailIcon, LucideMail) → its file, read from lucide-react's index. */
const lucideIconFiles = new Map(
  [...fs.readFileSync(path.join(lucideDir, "lucide-react.mjs"), "utf8").matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)].flatMap(
    ([, names, file]) => [...names.matchAll(/default as (\w+)/g)].map(([, name]) => [name, path.join(lucideDir, "icons", file)] as const),
  ),
);
const lucideIconsInPlace: Plugin = {
  name: "lucide-icons-in-place",
  apply: "build",
  transform: {
    filter: { id: /[\\/]app[\\/].*\.tsx?$/, code: "lucide-react" },
    handler(code, id) {
      const importer = path.relative(path.resolve("app"), id).replaceAll(/[^\w]/g, "_");
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (statement, names: string) =>
        names
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported, local = imported] = specifier.split(/\s+as\s+/);
            const file = lucideIconFiles.get(imported);
            if (!file) throw new Error(`${id}: no lucide icon "${imported}"`);
            return `import ${local} from ${JSON.stringify(`${file}?in=${importer}`)};`;
          })
          .join("\n"),
      );
    },
  },
};

// Modules many pages share that the shell and the home page do not run (the page title band,
// sections, cards, badges, fact lists, form fields, the loading state, the signed-in pages' gate and
// their queries): the "page-parts" chunk takes them, and "common", which every page loads, must not.
const pageParts = [
  "lib/me-queries",
  "lib/deferred-query",
  "features/auth/signed-in-page",
  "features/toast/translated",
  "components/ui/fact-list",
  "components/ui/label",
  "components/ui/field-error",
  "components/ui/field",
  "components/ui/text-field",
  "components/ui/badge",
  "components/ui/card",
  "components/layout/page-loading",
  "components/layout/page-hero",
  "components/layout/section",
];
/** Module paths under app/ (without extension) as one regular-expression alternation. */
const appModules = (modules: string[]) => modules.map((m) => m.replaceAll("/", String.raw`[\\/]`)).join("|");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), reactRouterTreeShaking, lucideIconsInPlace],
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
              // React and React DOM, which every page runs, in one chunk, taken first: a later group
              // takes its modules' dependencies with it, and the dialog's (Radix's portal imports
              // react-dom) would otherwise carry react-dom into a chunk that every page then loads.
              // With them, the site shell's small modules that some lazy chunks import too (the
              // header's avatar, the chat's opener, the remembered language, the early input's
              // marks): too few importers for "common", they were a chunk of their own that every
              // page fetched, one request more on every page for 0.8 KB.
              name: "react",
              test: /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|app[\\/](features[\\/](auth[\\/]avatar|chat[\\/]open-chat|site-shell[\\/]locale-choice)|lib[\\/]early-input)\.tsx?$)/,
              priority: 3,
            },
            {
              // lucide-react's own code (the icon component, createLucideIcon, the shared helpers),
              // not the icons: taken before the dialog's group, which draws an icon and would
              // otherwise take it along, so that every page drawing an icon loaded the dialog's
              // chunk (44 KB) before any interaction. Home draws no lucide icon and loads none of it.
              name: "lucide",
              test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
              priority: 2,
            },
            {
              // Radix's shared parts (primitive elements, scoped contexts, refs, slot, ids, hooks): the
              // dialog uses them, and so do the progress bar and the account menu. In the dialog's
              // chunk they made every page with a progress bar load the whole dialog first.
              name: "radix",
              test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(context|primitive|compose-refs|slot|id|use-[a-z-]+))[\\/]/,
              priority: 2,
            },
            {
              // The site's dialog (Radix Dialog with its focus trap, scroll lock and layers, ~11 KB
              // gzip) is opened by staff and dashboard dialogs that load on first use; shared by 8 or
              // more of those lazy chunks it would otherwise go into the common chunk, and the home
              // page would carry it before any interaction (issue 29: home ≤ 130 KB). One chunk of
              // its own, fetched with the first dialog.
              name: "dialog",
              test: /[\\/](app[\\/]components[\\/]ui[\\/]dialog\.tsx|node_modules[\\/](radix-ui|@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal|presence)|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/])/,
              priority: 1,
            },
            {
              name: "common",
              // Not the query client: it brings TanStack Query (~7 KB gzip), which pages without
              // server data (home, listings) must not load; from its 8th route on it would come here.
              // Not the solution pages' sections either (~1.1 KB gzip): only those 9 pages use them, and
              // every other page (home first) would carry them. Nor the staff and team pages' shared
              // modules: there are more than 8 of those pages, and their API helpers bring TanStack Query
              // with them (home went from 130 to 145 KB when they came here). Nor the dialog (above) or
              // the page parts (below), nor lucide-react as such: the shell and the home page draw their
              // few icons as plain SVG. Every page loads this chunk: what the shell and the home page
              // do not run belongs in "page-parts".
              test: new RegExp(String.raw`[\\/]app(?![\\/](?:(?:${appModules([...pageParts, "lib/query-client", "components/ui/dialog"])})\.tsx?|features[\\/](?:solutions|admin|team)[\\/]))[\\/]`),
              minShareCount: 8,
              maxModuleSize: 4000,
              // First: a group takes its modules' dependencies with it (React, React Router), and
              // those belong here, not in the dialog's chunk.
              priority: 2,
            },
            {
              // TanStack Query with the site's client: the pages with server data load all of it,
              // and split by importers it was three or four files on each of them.
              name: "query",
              test: /[\\/](node_modules[\\/]@tanstack[\\/]|app[\\/]lib[\\/]query-client\.tsx$)/,
              priority: 1,
            },
            {
              // Parts that many pages share but the home page does not draw (pageParts above, with the
              // lucide icons they draw): their own chunk, so home does not carry them (issue 29: home
              // ≤ 130 KB). After "common", which has taken React and React Router with its modules by then.
              name: "page-parts",
              test: new RegExp(String.raw`[\\/]app[\\/](?:${appModules(pageParts)})\.tsx?$`),
              minShareCount: 8,
              priority: 0,
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
