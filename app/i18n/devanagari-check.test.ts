import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { devanagariCss, devanagariCssFor, keepFacesScript } from "./devanagari-faces";

// A page's head as the inline script meets it: its stylesheet's rules, and a canvas whose widths
// say whether the device has a Devanagari face (every sign the same width: the missing-glyph box).
class CSSFontFaceRule {}
class CSSStyleRule {}

function device({ hasFace }: { hasFace: boolean }) {
  const rules: object[] = [new CSSFontFaceRule(), new CSSFontFaceRule(), new CSSFontFaceRule(), new CSSStyleRule()];
  const sheet = { cssRules: rules, deleteRule: (i: number) => void rules.splice(i, 1) };
  const widths: Record<string, number> = { "\u0915": 27, "\u0950": 39, "\u0964": 11 };
  const context = { font: "", measureText: (sign: string) => ({ width: hasFace ? widths[sign]! : 24 }) };
  const document = {
    createElement: (name: string) => ({ getContext: (kind: string) => (name === "canvas" && kind === "2d" ? context : null) }),
    currentScript: { previousElementSibling: { sheet } },
  };
  return { document, rules, CSSFontFaceRule };
}

describe("the Hindi pages' own face, only where the device has none", () => {
  // Run in a context of its own, with nothing but what a page has: the script must carry
  // everything it needs (no imports, no helpers a bundler might add).
  const runInPage = (page: ReturnType<typeof device>) => vm.runInNewContext(keepFacesScript, page);

  it("keeps the faces on a device that draws Devanagari as boxes", () => {
    const page = device({ hasFace: false });
    runInPage(page);
    expect(page.rules).toHaveLength(4);
  });

  it("drops the faces, and only them, on a device with a face of its own", () => {
    const page = device({ hasFace: true });
    runInPage(page);
    expect(page.rules.map((rule) => rule.constructor.name)).toEqual(["CSSStyleRule"]);
  });

  it("keeps the faces where the canvas cannot tell", () => {
    const page = device({ hasFace: true });
    page.document.createElement = () => ({ getContext: () => null });
    runInPage(page);
    expect(page.rules).toHaveLength(4);
  });

  it("gives a page reached from an English one the faces only where the device has none", () => {
    const withBoxes = devanagariCssFor(device({ hasFace: false }).document as unknown as Document);
    const withFace = devanagariCssFor(device({ hasFace: true }).document as unknown as Document);
    expect(withBoxes).toBe(devanagariCss);
    expect(withFace).not.toContain("@font-face");
    expect(withFace).toContain('html:lang(hi){--font-sans:"Noto Sans Devanagari"');
  });
});
