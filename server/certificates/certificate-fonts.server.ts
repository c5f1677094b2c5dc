import fs from "node:fs";
import { createRequire } from "node:module";

// The certificate's fonts: Noto Sans for Latin text, and the Noto Sans font of an Indian script
// for text in that script (Noto Sans Devanagari, which also has the Latin letters, digits and
// punctuation a mixed name needs). The TTF files come from npm packages and are found through
// Node's resolution from this module, so the compiled server (build/server, esbuild with the
// packages left external) finds them in node_modules as the TypeScript sources do. pdfkit embeds
// only the glyphs a certificate uses (a subset) and shapes text with fontkit (OpenType GSUB/GPOS),
// so Devanagari conjuncts and vowel signs come out right.

const require = createRequire(import.meta.url);

export type FontWeight = "regular" | "bold";

interface FontFamily {
  name: string;
  /** The TTF file of each weight. */
  files: Record<FontWeight, string>;
}

// Resolved when this module loads: a missing font package stops the server at start, not at the
// first download. (Literal require.resolve calls also let knip see the packages are used.)
const latin: FontFamily = {
  name: "NotoSans",
  files: {
    regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
    bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  },
};

/**
 * Scripts that need a font of their own, tried in order. Another Indian script is one line here
 * (and its @expo-google-fonts/noto-sans-<script> package), e.g. Tamil:
 *   { script: /\p{Script=Tamil}/u, family: { name: "NotoSansTamil", files: { regular: require.resolve("…"), bold: require.resolve("…") } } },
 */
const scriptFamilies: { script: RegExp; family: FontFamily }[] = [
  {
    script: /\p{Script=Devanagari}/u,
    family: {
      name: "NotoSansDevanagari",
      files: {
        regular: require.resolve("@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf"),
        bold: require.resolve("@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf"),
      },
    },
  },
];

/** The family that can write `text`: the first script font whose script it contains, else Noto Sans. */
export function fontFamilyFor(text: string): string {
  return (scriptFamilies.find((s) => s.script.test(text))?.family ?? latin).name;
}

/** The font name (as registered with the document) for `text` in `weight`. */
export const fontFor = (text: string, weight: FontWeight = "regular") => `${fontFamilyFor(text)}-${weight}`;

let loaded: { name: string; data: Buffer }[] | undefined;

/** Every font, read once (about 1.7 MB), by the name fontFor gives. */
export function certificateFonts(): { name: string; data: Buffer }[] {
  loaded ??= [latin, ...scriptFamilies.map((s) => s.family)].flatMap((family) =>
    (Object.entries(family.files) as [FontWeight, string][]).map(([weight, file]) => ({
      name: `${family.name}-${weight}`,
      data: fs.readFileSync(file),
    })),
  );
  return loaded;
}
