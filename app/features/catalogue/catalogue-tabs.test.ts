import { describe, expect, it } from "vitest";
import { catalogueTabs, programsInTab, isCatalogueTab } from "./catalogue-tabs";
import { sampleCourse } from "./test-data";

describe("catalogueTabs", () => {
  it("lists All Programs then the six categories with their readable labels, in the spec's order", () => {
    expect(catalogueTabs).toEqual([
      { value: "all", label: "All Programs" },
      { value: "data-science", label: "Data Science" },
      { value: "machine-learning", label: "Machine Learning" },
      { value: "deep-learning", label: "Deep Learning" },
      { value: "nlp", label: "Natural Language Processing" },
      { value: "computer-vision", label: "Computer Vision" },
      { value: "ai-ethics", label: "AI Ethics" },
    ]);
  });

  it("recognises its own values only", () => {
    expect(isCatalogueTab("nlp")).toBe(true);
    expect(isCatalogueTab("all")).toBe(true);
    expect(isCatalogueTab("robotics")).toBe(false);
  });
});

describe("programsInTab", () => {
  const ds = sampleCourse({ category: "data-science" });
  const nlp = sampleCourse({ category: "nlp" });
  const nlpInactive = sampleCourse({ category: "nlp", is_active: false });
  const all = [ds, nlp, nlpInactive];

  it("keeps every active program on All Programs, in the API's order", () => {
    expect(programsInTab(all, "all")).toEqual([ds, nlp]);
  });

  it("keeps only the tab's category", () => {
    expect(programsInTab(all, "nlp")).toEqual([nlp]);
    expect(programsInTab(all, "data-science")).toEqual([ds]);
  });

  it("is empty for a category without programs", () => {
    expect(programsInTab(all, "ai-ethics")).toEqual([]);
  });
});
