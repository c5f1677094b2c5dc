import { describe, expect, it } from "vitest";
import {
  certifications,
  interactiveTools,
  resourceLibrary,
  resourceStats,
  resourceWebinars,
} from "~/content/company/resources";
import { averageRoi } from "./resource-figures";

describe("averageRoi", () => {
  it("is the mean multiple with one decimal", () => {
    expect(
      averageRoi([
        { title: "a", industry: "x", roi: 3 },
        { title: "b", industry: "y", roi: 4 },
      ]),
    ).toBe("3.5x");
    expect(averageRoi([])).toBe("0x");
  });

  it("gives the spec's 3.5x for the case studies of the library", () => {
    const caseStudies = resourceLibrary.find((c) => c.kind === "case-studies");
    expect(caseStudies?.kind === "case-studies" && averageRoi(caseStudies.items)).toBe("3.5x");
  });
});

describe("resources content", () => {
  it("matches the spec's counts and names", () => {
    expect(resourceStats.map((s) => s.value)).toEqual(["500+", "50K+", "100+", "200+"]);
    expect(resourceLibrary.map((c) => c.title)).toEqual(["Learning Materials", "Video Tutorials", "Case Studies"]);
    expect(resourceWebinars).toHaveLength(3);
    expect(new Set(resourceWebinars.map((w) => w.status))).toEqual(new Set(["upcoming", "recorded"]));
    expect(interactiveTools.map((t) => t.name)).toEqual([
      "AI Readiness Assessment",
      "ROI Calculator",
      "Skill Gap Analyzer",
      "Implementation Planner",
    ]);
    expect(certifications.map((c) => c.level)).toEqual(["Foundation", "Advanced", "Leadership", "Specialized"]);
  });
});
