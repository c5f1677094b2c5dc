import type { BlogArticle, BlogCategory } from "~/content/knowledge/blog-articles";

export type BlogCategoryFilter = "All" | BlogCategory;

/** A blog card lists at most this many tags (spec section 9). */
export const MAX_TAGS_SHOWN = 3;

/**
 * Articles in the chosen category (All for every one) whose title, excerpt or any tag contains the
 * search text, ignoring case and surrounding spaces.
 */
export function filterArticles(articles: BlogArticle[], query: string, category: BlogCategoryFilter): BlogArticle[] {
  const q = query.trim().toLowerCase();
  return articles.filter(
    (a) =>
      (category === "All" || a.category === category) &&
      (!q ||
        a.title.toLowerCase().includes(q) ||
        a.excerpt.toLowerCase().includes(q) ||
        a.tags.some((t) => t.toLowerCase().includes(q))),
  );
}

/** Featured Articles appear only when the search is empty and the category is All. */
export function showFeaturedArticles(query: string, category: BlogCategoryFilter): boolean {
  return query.trim() === "" && category === "All";
}

/** The list is titled Search Results while a search is typed, otherwise Latest Articles. */
export function articleListTitle(query: string): "Latest Articles" | "Search Results" {
  return query.trim() === "" ? "Latest Articles" : "Search Results";
}
