import type { MetaDescriptor } from "react-router";
import type { PageMessages } from "~/i18n/i18n";
import { isTranslated, localizedPath, locales, sourceLocale, type Locale } from "#contracts/locales";
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
export interface PageTexts extends PageMessages {
  path: SitePath;
  /** Absent on English pages (their loader data is as before issue 29). */
  locale?: Locale;
  title: string;
  description: string;
}

/** A route's meta(): title, description, Open Graph and canonical link from its loader's texts. */
export function pageMeta({ loaderData }: { loaderData?: PageTexts }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { path, title, description, locale = sourceLocale } = loaderData;
  // Each language's page is its own canonical; a translated page names every language's version
  // (and English as the default) so search engines show each visitor theirs.
  const translations = locales.filter((l) => l !== sourceLocale && isTranslated(path, l));
  const alternates: MetaDescriptor[] =
    translations.length === 0
      ? []
      : [
          ...[sourceLocale, ...translations].map((l) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: l,
            href: `${origin()}${localizedPath(path, l)}`,
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin()}${path}` },
        ];
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { tagName: "link", rel: "canonical", href: `${origin()}${localizedPath(path, locale)}` },
    ...alternates,
  ];
}
