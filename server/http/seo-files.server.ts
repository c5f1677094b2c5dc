import { isTranslated, localizedPath, locales, sourceLocale } from "#contracts/locales";
import { sitePages } from "#contracts/pages";

export function robotsTxt(origin: string): string {
  // The dashboard in each other language too (/hi/dashboard): a signed-in page, nothing to index.
  const translatedDashboards = locales.filter((l) => l !== sourceLocale).map((l) => `Disallow: /${l}/dashboard\n`).join("");
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\n${translatedDashboards}Disallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * Every indexable page in every language it exists in; a translated page's entries name each
 * other as alternates (the sitemap form of hreflang), with English as the default.
 */
export function sitemapXml(origin: string, lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = sitePages
    .filter((p) => p.indexable)
    .flatMap((p) => {
      const languages = locales.filter((l) => isTranslated(p.path, l));
      const alternates =
        languages.length < 2
          ? ""
          : [...languages.map((l) => [l, localizedPath(p.path, l)]), ["x-default", p.path]]
              .map(([l, path]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${origin}${path}"/>`)
              .join("");
      return languages.map(
        (l) => `  <url><loc>${origin}${localizedPath(p.path, l)}</loc><lastmod>${day}</lastmod>${alternates}</url>`,
      );
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
