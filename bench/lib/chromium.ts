import { chromiumFlags, chromiumPath } from "../../tools/chromium";

// Debian's Chromium, as every benchmark launches it: the flags of tools/chromium.ts, headless
// (Lighthouse's chrome-launcher does not add that itself).
export const CHROMIUM_PATH = chromiumPath;

export const CHROMIUM_FLAGS = ["--headless=new", ...chromiumFlags];
