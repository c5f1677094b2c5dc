import { drawsDevanagari, dropFaces } from "./devanagari-check";
import variable from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";

// Noto Sans Devanagari for Hindi pages only (issue 29): the Devanagari subset of the variable font
// (one 121 KB woff2 for every weight; the three static weights were 159 KB in three requests, and
// on a slow link they held the page's scripts back: decision 024), fetched only when the page has
// Devanagari text (unicode-range) and shown with font-display: swap, so the first paint never
// waits for it (the system font draws first). A device that has the face installed (Android ships
// it) uses its own and fetches nothing, and so does a device with any other Devanagari face
// (./devanagari-check.ts). Latin letters fall outside the range and keep the site's
// system font. Medium (500) text takes the nearest weight declared.
const RANGE = "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF";
/** One weight: the installed face of that weight by its full and PostScript names, else the variable file at that weight. */
const face = (weight: number, name: string) =>
  `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-display:swap;font-weight:${weight};` +
  `src:local("Noto Sans Devanagari ${name}"),local("NotoSansDevanagari-${name}"),url(${variable}) format("woff2");unicode-range:${RANGE}}`;

const faces = face(400, "Regular") + face(600, "SemiBold") + face(700, "Bold");
// Monospaced text (cookie names, codes) may hold Devanagari too: no monospaced font has it, so it
// falls back to the Devanagari face rather than to boxes.
const stacks =
  `html:lang(hi){--font-sans:"Noto Sans Devanagari",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;` +
  `--font-mono:ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New","Noto Sans Devanagari",monospace;font-family:var(--font-sans)}`;

/** The Hindi pages' font faces and font stacks, as a stylesheet's text (the prerendered pages'). */
export const devanagariCss = faces + stacks;

/**
 * The inline script that follows that stylesheet in a prerendered page: on a device with a
 * Devanagari face of its own, it removes the faces before anything is laid out, so nothing is fetched.
 */
export const keepFacesScript = `(${drawsDevanagari})(document)&&(${dropFaces})(document.currentScript.previousElementSibling.sheet)`;

/** The stylesheet for a Hindi page reached from an English one: the faces only where the device has none. */
export const devanagariCssFor = (doc: Document) => (drawsDevanagari(doc) ? stacks : devanagariCss);
