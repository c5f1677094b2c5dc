import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries (issue 13): contracts/ is the neutral layer both sides read; the server never
// reads the app, the app never reads the server. The benchmarks and the product's tests keep apart;
// what both use (free ports, Chromium, the request fuzzer) lives in tools/, which reads neither.
// The rule works on resolved paths, so `~/...` and `#contracts/...` are checked like relative imports.
const boundary = (target, from, message) => ({ target, from, message });
const importBoundaries = [
  boundary("./contracts", ["./app", "./server", "./tests", "./bench", "./scripts", "./tools"], "contracts/ imports npm packages only (no app/, server/, tests/, bench/, scripts/ or tools/)."),
  boundary("./server", "./app", "server/ must not import app/: move what both need to contracts/."),
  boundary("./app", "./server", "app/ must not import server/: move what both need to contracts/."),
  // Inside the app, arrows point one way: routes -> features -> components/content/lib. The shared
  // building blocks and the typed content never reach back up into a feature.
  boundary("./app/components", "./app/features", "components/ must not import features/: a component that needs a feature is a feature (e.g. features/site-shell/)."),
  boundary("./app/content", "./app/features", "content/ must not import features/: what content and features share lives in components/ or contracts/."),
  boundary("./bench", "./tests", "bench/ must not import tests/: move what both need to tools/."),
  boundary("./tests", "./bench", "tests/ must not import bench/: move what both need to tools/."),
  boundary("./tools", ["./app", "./server", "./tests", "./bench", "./scripts"], "tools/ is shared by tests/ and bench/: it imports contracts/ and npm packages only."),
];

const apiUrlMessage = 'Call /api/v1 through call("METHOD /path", input) or operationUrl() from ~/lib/api-client, not a hand-written URL.';

export default tseslint.config(
  { ignores: ["build", "build-*", ".react-router", "node_modules", "test-results", "playwright-report", "bench/results"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "react-hooks/set-state-in-effect": "off",
      "import-x/no-restricted-paths": ["error", { zones: importBoundaries }],
    },
  },
  // The browser names an endpoint of /api/v1 by its operation, `call("GET /me")` or
  // `operationUrl("GET /me/export")` (app/lib/api-client.ts, typed from contracts/), never by a URL it
  // spells out: a renamed path or a wrong parameter is then a type error, not a 404 (issue 25).
  // Unit tests may name the URL: they check what goes over the wire.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\/api\\/v1/]", message: apiUrlMessage },
        { selector: "TemplateElement[value.raw=/^\\/api\\/v1/]", message: apiUrlMessage },
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
);
