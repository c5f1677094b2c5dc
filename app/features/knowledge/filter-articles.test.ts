import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, blogArticles } from "~/content/knowledge/blog-articles";
import { articleListTitle, filterArticles, showFeaturedArticles } from "./filter-articles";

describe("blog content", () => {
  it("has 8 articles covering every category, with unique ids", () => {
    expect(blogArticles).toHaveLength(8);
    expect(new Set(blogArticles.map((a) => a.id)).size).toBe(8);
    for (const category of BLOG_CATEGORIES) {
      expect(blogArticles.some((a) => a.category === category)).toBe(true);
    }
    expect(blogArticles.some((a) => a.featured)).toBe(true);
    expect(blogArticles.some((a) => a.tags.length > 3)).toBe(true);
  });
});

describe("filterArticles", () => {
  it("returns every article for All and an empty search", () => {
    expect(filterArticles(blogArticles, "", "All")).toHaveLength(8);
    expect(filterArticles(blogArticles, "   ", "All")).toHaveLength(8);
  });

  it("filters by category", () => {
    const insights = filterArticles(blogArticles, "", "Industry Insights");
    expect(insights.map((a) => a.id)).toEqual([1, 8]);
    expect(filterArticles(blogArticles, "", "AI Ethics").map((a) => a.id)).toEqual([5]);
  });

  it("matches title, excerpt and tags case-insensitively", () => {
    expect(filterArticles(blogArticles, "TRANSFORMERS", "All").map((a) => a.id)).toEqual([4]);
    expect(filterArticles(blogArticles, "festive", "All")).toHaveLength(0);
    expect(filterArticles(blogArticles, "ticket routing", "All").map((a) => a.id)).toEqual([6]);
    expect(filterArticles(blogArticles, "vector search", "All").map((a) => a.id)).toEqual([2]);
  });

  it("combines search and category", () => {
    expect(filterArticles(blogArticles, "workforce", "All").map((a) => a.id)).toEqual([1, 7]);
    expect(filterArticles(blogArticles, "workforce", "Research Report").map((a) => a.id)).toEqual([7]);
    expect(filterArticles(blogArticles, "workforce", "AI Ethics")).toEqual([]);
  });
});

describe("featured section and list title", () => {
  it("shows featured only for an empty search in All", () => {
    expect(showFeaturedArticles("", "All")).toBe(true);
    expect(showFeaturedArticles("  ", "All")).toBe(true);
    expect(showFeaturedArticles("ai", "All")).toBe(false);
    expect(showFeaturedArticles("", "AI Ethics")).toBe(false);
  });

  it("titles the list by the search", () => {
    expect(articleListTitle("")).toBe("Latest Articles");
    expect(articleListTitle("python")).toBe("Search Results");
  });
});
