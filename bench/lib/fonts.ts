import { execFileSync } from "node:child_process";

// The translated pages draw their script with the device's own face where it has one. Every phone
// that reads Hindi has a Devanagari face; a bare Debian machine has none, and then Chromium draws
// boxes until the site's own font arrives: a case no reader meets (README, Benchmarks). A
// measurement of those pages says which case it measured.

/** fc-list's lines (one face each, "Family[,Other name]") as the sorted family names. */
export function familiesOf(fcListOutput: string): string[] {
  const families = fcListOutput.split("\n").map((line) => line.split(",")[0]!.trim());
  return [...new Set(families.filter(Boolean))].sort();
}

/** The font families this machine has for a language (`fc-list :lang=hi family`), or undefined without fontconfig. */
export function fontFamiliesFor(lang: string): string[] | undefined {
  try {
    return familiesOf(execFileSync("fc-list", [`:lang=${lang}`, "family"], { encoding: "utf8" }));
  } catch {
    return undefined;
  }
}
