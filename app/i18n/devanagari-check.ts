// Whether this device draws Devanagari with a face of its own. Phones sold in India, Windows, macOS
// and iOS all do; a Linux desktop without extra fonts does not. Where the device has a face, the
// Hindi pages use it and never fetch ours: with a face of its own that was not Noto, a throttled
// phone still fetched our 121 KB font beside the page's scripts, then laid the page out again in it
// while hydrating, and a tap at first paint came 40–170 ms later (decision 024).
//
// The test: three signs of different widths (क, ॐ and the danda ।) measured in the system's
// sans-serif. A device without any Devanagari face draws each as the same missing-glyph box.
//
// Both functions are self-contained (no imports, no helpers): their text is also the inline script
// a prerendered Hindi page runs in its head, before anything is laid out (devanagari-font.tsx).

/** Whether the device has a face that draws Devanagari. */
export function drawsDevanagari(doc: Document): boolean {
  const context = doc.createElement("canvas").getContext("2d");
  if (!context) return false;
  context.font = "40px sans-serif";
  const widths = new Set(["\u0915", "\u0950", "\u0964"].map((sign) => context.measureText(sign).width));
  return widths.size > 1;
}

/** Removes a stylesheet's @font-face rules, keeping its other rules. */
export function dropFaces(sheet: CSSStyleSheet | null | undefined): void {
  if (!sheet) return;
  for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
    if (sheet.cssRules[i] instanceof CSSFontFaceRule) sheet.deleteRule(i);
  }
}
