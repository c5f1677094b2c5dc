import { describe, expect, it } from "vitest";
import { mediaKit } from "~/content/company/media-kit";
import { pressFigures, pressFilters, pressItems } from "~/content/company/press";
import { filterPressItems } from "./press-filter";

describe("press content", () => {
  it("has the spec's 8 press items and 9 media-kit files in three groups", () => {
    expect(pressItems).toHaveLength(8);
    expect(mediaKit.map((g) => g.title)).toEqual(["Logos & Brand Assets", "Company Information", "Product Resources"]);
    expect(mediaKit.flatMap((g) => g.items)).toHaveLength(9);
    expect(new Set(mediaKit.flatMap((g) => g.items.map((i) => i.format)))).toEqual(new Set(["ZIP", "PDF", "MP4"]));
  });

  it("has the hero figures and the five filters of the spec", () => {
    expect(pressFigures.map((f) => `${f.value} ${f.label}`)).toEqual([
      "50,000+ Students trained",
      "200+ Enterprise clients",
      "25+ Countries",
      "92% Course completion rate",
    ]);
    expect(pressFilters.map((f) => f.label)).toEqual(["All", "Press Releases", "News Coverage", "Awards", "Media"]);
  });
});

describe("filterPressItems", () => {
  it("returns every item for All, newest first", () => {
    const all = filterPressItems(pressItems, null);
    expect(all).toHaveLength(8);
    expect(all.map((i) => i.date)).toEqual([...all.map((i) => i.date)].sort().reverse());
  });

  it("returns only the chosen type, and every type has items", () => {
    let total = 0;
    for (const { type } of pressFilters.slice(1)) {
      const items = filterPressItems(pressItems, type);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.type === type)).toBe(true);
      total += items.length;
    }
    expect(total).toBe(8);
  });

  it("does not reorder the source list", () => {
    const before = pressItems.map((i) => i.id);
    filterPressItems(pressItems, null);
    expect(pressItems.map((i) => i.id)).toEqual(before);
  });
});
