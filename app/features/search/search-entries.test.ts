import { describe, expect, it } from "vitest";
import { filterSearchEntries, searchEntries } from "./search-entries";

describe("filterSearchEntries", () => {
  it("has the 11 entries of the spec", () => {
    expect(searchEntries).toHaveLength(11);
    expect(searchEntries.map((e) => e.title)).toEqual(
      expect.arrayContaining(["AI Technology", "Programs", "Resources", "About", "Contact", "Data Science Program"]),
    );
  });

  it("matches a case-insensitive substring of the title", () => {
    expect(filterSearchEntries("SKILL").map((e) => e.title)).toEqual(["Skilling Programs", "Re-skilling", "Up-skilling"]);
  });

  it("matches a substring of any keyword", () => {
    expect(filterSearchEntries("pyth").map((e) => e.title)).toEqual(["Data Science Program"]);
    expect(filterSearchEntries("Faculty").map((e) => e.title)).toEqual(["Institutional Training"]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterSearchEntries("quantum blockchain")).toEqual([]);
  });

  it("lists every entry for an empty or blank query", () => {
    expect(filterSearchEntries("   ")).toHaveLength(11);
  });
});
