import { useMemo, useState } from "react";
import { BLOG_CATEGORIES, type BlogArticle } from "~/content/knowledge/blog-articles";
import { ArticleCard } from "./article-card";
import {
  articleListTitle,
  filterArticles,
  showFeaturedArticles,
  type BlogCategoryFilter,
} from "./filter-articles";
import { FilterButtons } from "./filter-buttons";
import { SearchBox } from "./search-box";
import { useT } from "~/i18n/i18n";

const CATEGORY_FILTERS: readonly BlogCategoryFilter[] = ["All", ...BLOG_CATEGORIES];

/** Search box, category filters, Featured Articles and the article list of the blog page. */
export function BlogExplorer({ articles }: { articles: BlogArticle[] }) {
  const { t, tp } = useT();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<BlogCategoryFilter>("All");
  // The search reads what the visitor sees: the articles in the page's language.
  const shown = useMemo(
    () =>
      articles.map((a) => ({
        ...a,
        title: t(a.title),
        excerpt: t(a.excerpt),
        authorRole: t(a.authorRole),
        readTime: t(a.readTime),
        tags: a.tags.map((tag) => t(tag)),
      })),
    [articles, t],
  );
  const matching = filterArticles(shown, query, category);
  const featured = showFeaturedArticles(query, category) ? shown.filter((a) => a.featured) : [];
  const listTitle = t(articleListTitle(query));

  return (
    <div className="space-y-12">
      <div className="space-y-5">
        <SearchBox
          id="blog-search"
          label={t("Search articles")}
          placeholder={t("Search articles...")}
          value={query}
          onChange={setQuery}
          className="max-w-xl"
        />
        <FilterButtons
          label={t("Filter articles by category")}
          options={CATEGORY_FILTERS}
          display={(option) => t(option)}
          value={category}
          onChange={setCategory}
        />
      </div>

      {featured.length > 0 && (
        <section aria-labelledby="featured-articles">
          <h2 id="featured-articles" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("Featured Articles")}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} featured />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="article-list">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="article-list" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {listTitle}
          </h2>
          <p role="status" className="text-sm text-slate-700">
            {tp(matching.length, "{count} article", "{count} articles")}
          </p>
        </div>
        {matching.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {matching.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg text-slate-700">
            {t("No articles found matching your criteria.")}
          </p>
        )}
      </section>
    </div>
  );
}
