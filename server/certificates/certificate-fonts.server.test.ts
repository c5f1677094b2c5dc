import { describe, expect, it } from "vitest";
import { certificateFonts, fontFamilyFor, fontFor } from "./certificate-fonts.server";

describe("the certificate's font for a text", () => {
  it("is Noto Sans for Latin names, accents included", () => {
    expect(fontFamilyFor("Asha Verma")).toBe("NotoSans");
    expect(fontFamilyFor("Zoë Ñúñez-O'Brien")).toBe("NotoSans");
    expect(fontFor("Asha Verma", "bold")).toBe("NotoSans-bold");
  });

  it("is Noto Sans Devanagari for a name with Devanagari, mixed with Latin or not", () => {
    expect(fontFamilyFor("अनन्या शर्मा")).toBe("NotoSansDevanagari");
    expect(fontFamilyFor("Ananya शर्मा")).toBe("NotoSansDevanagari");
    expect(fontFor("क्षितिज", "regular")).toBe("NotoSansDevanagari-regular");
  });

  it("finds every font file it names (through node_modules, as the compiled server does)", () => {
    const fonts = certificateFonts();
    expect(fonts.map((f) => f.name).sort()).toEqual(["NotoSans-bold", "NotoSans-regular", "NotoSansDevanagari-bold", "NotoSansDevanagari-regular"]);
    // TrueType files ("\0\1\0\0").
    for (const font of fonts) expect(font.data.subarray(0, 4).toString("hex")).toBe("00010000");
  });
});
