import fs from "node:fs";
import path from "node:path";

// Module scripts never block the first paint (they run after parsing), but Chromium fetches
// React Router's <link rel="modulepreload"> at High priority, where they compete with the page for
// a slow link, and Lighthouse's simulation counts High scripts that arrive before the first paint
// as render-blocking. fetchpriority="low" says what is true: the page paints without them.
// React Router renders these links itself, with no way to set the attribute, so the build's
// pages get it here (react-router.config.ts buildEnd). Hydration ignores the extra attribute.

const MODULEPRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

export function lowerScriptPriority(html: string): string {
  return html.replace(MODULEPRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Rewrites every prerendered page of a client build directory. */
export function lowerScriptPriorityInBuild(clientDir: string): number {
  const files = htmlFiles(clientDir);
  for (const file of files) fs.writeFileSync(file, lowerScriptPriority(fs.readFileSync(file, "utf8")));
  return files.length;
}
