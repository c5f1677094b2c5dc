import fs from "node:fs";
import path from "node:path";
import { addEarlyInputScript, earlyInputScript } from "./early-input-script";

// The last build step (react-router.config.ts buildEnd) over every prerendered page: the inline
// script that keeps early clicks and typing goes first in the head. React Router's own
// modulepreloads and boot script stay as they are: scripts start with the HTML (docs/decisions/007).

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Rewrites every prerendered page of a client build directory; returns how many. */
export function finishPagesInBuild(clientDir: string): number {
  const script = earlyInputScript();
  const files = htmlFiles(clientDir);
  for (const file of files) {
    const html = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, addEarlyInputScript(html, script));
  }
  return files.length;
}
