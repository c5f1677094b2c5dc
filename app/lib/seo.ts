import type { MetaDescriptor } from "react-router";
import { ORIGIN_PLACEHOLDER, type SitePath } from "#contracts/pages";

let canonicalOrigin: string | undefined;

/** In the browser: the origin the server wrote into the page (the public one, whatever host the visitor used). */
function origin() {
  if (typeof window === "undefined") return ORIGIN_PLACEHOLDER;
  if (!canonicalOrigin) {
    const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    canonicalOrigin = link ? new URL(link.href).origin : window.location.origin;
  }
  return canonicalOrigin;
}

/** What a page's loader returns (see page-texts.server.ts). */
export interface PageTexts {
  path: SitePath;
  title: string;
  description: string;
}

/** A route's meta(): title, description, Open Graph and canonical link from its loader's texts. */
export function pageMeta({ loaderData }: { loaderData?: PageTexts }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { path, title, description } = loaderData;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { tagName: "link", rel: "canonical", href: `${origin()}${path}` },
  ];
}
