import type { MetaDescriptor } from "react-router";
import { sitePage, type SitePath } from "./site-pages";

/**
 * Pages are prerendered at build time, when the public origin is not known: canonical links carry
 * this placeholder, which the server replaces with its origin when it loads the build.
 */
export const ORIGIN_PLACEHOLDER = "https://site-origin.invalid";

function origin() {
  return typeof window === "undefined" ? ORIGIN_PLACEHOLDER : window.location.origin;
}

export function pageMeta(path: SitePath): MetaDescriptor[] {
  const page = sitePage(path);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { tagName: "link", rel: "canonical", href: `${origin()}${path}` },
  ];
}
