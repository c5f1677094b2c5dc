import variable from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";

// Noto Sans Devanagari for Hindi pages only (issue 29): the Devanagari subset of the variable font
// (one 121 KB woff2 for every weight; the three static weights were 159 KB in three requests, and
// on a slow link they held the page's scripts back: decision 024), fetched only when the page has
// Devanagari text (unicode-range) and shown with font-display: swap, so the first paint never
// waits for it (the system font draws first). A device with a Devanagari face of its own uses it
// and fetches nothing (LOCAL_FACES). Latin letters fall outside the range and keep the site's
// system font. Medium (500) text takes the nearest weight declared.
const RANGE = "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF";
// The device's own faces, by the names local() finds a face by (full name, PostScript name), before
// our file: Noto's (Android; Linux with Noto), Windows' Nirmala UI and Apple's Kohinoor Devanagari.
// A weight a device lacks takes its nearest heavier face rather than our file: Windows has no
// semibold, iOS no bold, Debian's Noto no semibold. A device with none of them fetches ours
// (decision 024, fifth look: with its own face found here, a Hindi page painted 68–208 ms sooner
// on the throttled phone, and nothing was fetched).
const LOCAL_FACES: Record<400 | 600 | 700, string[]> = {
  400: ["Noto Sans Devanagari Regular", "NotoSansDevanagari-Regular", "Nirmala UI", "NirmalaUI", "Kohinoor Devanagari Regular", "Kohinoor Devanagari", "KohinoorDevanagari-Regular"],
  600: ["Noto Sans Devanagari SemiBold", "NotoSansDevanagari-SemiBold", "Kohinoor Devanagari Semibold", "KohinoorDevanagari-Semibold", "Nirmala UI Bold", "NirmalaUI-Bold", "Noto Sans Devanagari Bold", "NotoSansDevanagari-Bold"],
  700: ["Noto Sans Devanagari Bold", "NotoSansDevanagari-Bold", "Nirmala UI Bold", "NirmalaUI-Bold", "Kohinoor Devanagari Bold", "KohinoorDevanagari-Bold", "Kohinoor Devanagari Semibold", "KohinoorDevanagari-Semibold"],
};
/** One weight: the device's own face of that weight, else the variable file at that weight. */
const face = (weight: keyof typeof LOCAL_FACES) =>
  `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-display:swap;font-weight:${weight};` +
  `src:${LOCAL_FACES[weight].map((name) => `local("${name}"),`).join("")}url(${variable}) format("woff2");unicode-range:${RANGE}}`;

/** The Hindi pages' font faces and font stacks, as a stylesheet's text. */
export const devanagariCss =
  face(400) +
  face(600) +
  face(700) +
  // Monospaced text (cookie names, codes) may hold Devanagari too: no monospaced font has it, so it
  // falls back to the Devanagari face rather than to boxes.
  `html:lang(hi){--font-sans:"Noto Sans Devanagari",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;` +
  `--font-mono:ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New","Noto Sans Devanagari",monospace;font-family:var(--font-sans)}`;
