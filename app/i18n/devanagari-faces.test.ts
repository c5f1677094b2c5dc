import { describe, expect, it } from "vitest";
import { devanagariCss } from "./devanagari-faces";

const faces = [...devanagariCss.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!);
const sources = (face: string) => /src:([^;]*)/.exec(face)![1]!.split(/,(?=local|url)/);

describe("the Hindi pages' Devanagari faces", () => {
  it("declare 400, 600 and 700", () => {
    expect(faces.map((face) => /font-weight:(\d+)/.exec(face)![1])).toEqual(["400", "600", "700"]);
  });

  // A device with a face of its own must never fetch ours (decision 024, fifth look).
  it.each([0, 1, 2])("face %i: the device's own faces first, Android's, Windows' and Apple's, and our file last", (i) => {
    const list = sources(faces[i]!);
    expect(list.at(-1)).toMatch(/^url\(.*\.woff2\) format\("woff2"\)$/);
    expect(list.slice(0, -1).every((source) => source.startsWith('local("'))).toBe(true);
    expect(list[0]).toMatch(/^local\("Noto Sans Devanagari /);
    expect(list.some((source) => source.includes("NirmalaUI"))).toBe(true);
    expect(list.some((source) => source.includes("KohinoorDevanagari-"))).toBe(true);
  });
});
