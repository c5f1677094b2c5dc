import type { PageTexts } from "./seo";
import { sitePage, type SitePath } from "#contracts/pages";

/**
 * A page's title and description, for its route's loader. Loaders run only when the page is
 * prerendered: the texts reach the browser in the page's own HTML (and its .data file for client
 * navigations), so no page's JavaScript carries the texts of every page.
 */
export function pageTexts(path: SitePath): PageTexts {
  const { title, description } = sitePage(path);
  return { path, title, description };
}
