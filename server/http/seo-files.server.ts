import { sitePages } from "#contracts/pages";

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string, lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = sitePages
    .filter((p) => p.indexable)
    .map((p) => `  <url><loc>${origin}${p.path}</loc><lastmod>${day}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
