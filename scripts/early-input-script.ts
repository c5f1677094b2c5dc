import path from "node:path";
import { buildSync } from "esbuild";

// Compiles app/lib/early-input.ts into the small inline script that every prerendered page runs
// first in its <head> (docs/decisions/007-ready-when-it-looks-ready.md). It must run before any
// of the body exists, so it is inline, not a file: the server hashes it for the page's CSP like
// every inline script.

const root = path.resolve(import.meta.dirname, "..");

/** The inline script: installs the capture on the page's window. */
export function earlyInputScript(): string {
  const result = buildSync({
    stdin: {
      contents: 'import { installEarlyInput } from "./early-input"; installEarlyInput(window);',
      resolveDir: path.join(root, "app/lib"),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]!.text.trim();
}

const CHARSET = '<meta charSet="utf-8"/>';

/** Puts the script right after the charset declaration, ahead of everything else on the page. */
export function addEarlyInputScript(html: string, script: string): string {
  if (!html.includes(CHARSET)) throw new Error("early-input: the page has no charset declaration to put the script after");
  if (script.includes("</script")) throw new Error("early-input: the compiled script contains </script");
  return html.replace(CHARSET, () => `${CHARSET}<script>${script}</script>`);
}
