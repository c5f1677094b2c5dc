import { describe, expect, it } from "vitest";
import { answersSchemaFor, assessments, assessmentTools, bandOf, CHOOSE_AN_ANSWER, levelFor, recommendPrograms, scoreAssessment, type Answers } from "./assessments";
import { programCategories } from "./vocabulary";

const all = (tool: keyof typeof assessments, value: number): Answers => Object.fromEntries(assessments[tool].questions.map((q) => [q.id, value]));

describe("the self-assessments' data", () => {
  it.each(assessmentTools)("%s has 10 to 15 questions, each in one of its dimensions, every dimension asked", (tool) => {
    const a = assessments[tool];
    expect(a.questions.length).toBeGreaterThanOrEqual(10);
    expect(a.questions.length).toBeLessThanOrEqual(15);
    const dimensionIds = a.dimensions.map((d) => d.id);
    expect(a.questions.every((q) => dimensionIds.includes(q.dimension))).toBe(true);
    for (const d of a.dimensions) expect(a.questions.some((q) => q.dimension === d.id), d.id).toBe(true);
    expect(new Set(a.questions.map((q) => q.id)).size).toBe(a.questions.length);
    for (const d of a.dimensions) expect(d.categories.every((c) => (programCategories as readonly string[]).includes(c))).toBe(true);
  });
});

describe("scoreAssessment", () => {
  it("scores each dimension as its points over their maximum, and the overall as the dimensions' mean", () => {
    const a = assessments.readiness;
    expect(scoreAssessment(a, all("readiness", 0))).toEqual({ overall: 0, dimensions: a.dimensions.map((d) => ({ id: d.id, label: d.label, score: 0 })) });
    expect(scoreAssessment(a, all("readiness", 3)).overall).toBe(100);
    // Strategy 3+3+3, data 0+0+0, skills 1+2+3 (6 of 9), governance 1+1+1 (3 of 9).
    const answers = { r1: 3, r2: 3, r3: 3, r4: 0, r5: 0, r6: 0, r7: 1, r8: 2, r9: 3, r10: 1, r11: 1, r12: 1 };
    const report = scoreAssessment(a, answers);
    expect(report.dimensions.map((d) => [d.id, d.score])).toEqual([
      ["strategy", 100],
      ["data", 0],
      ["skills", 67],
      ["governance", 33],
    ]);
    expect(report.overall).toBe(50); // (100 + 0 + 67 + 33) / 4
  });

  it("bands and levels follow the score", () => {
    expect([bandOf(0), bandOf(34), bandOf(35), bandOf(69), bandOf(70), bandOf(100)]).toEqual(["low", "low", "developing", "developing", "strong", "strong"]);
    expect([levelFor(10), levelFor(50), levelFor(65)]).toEqual(["beginner", "intermediate", "advanced"]);
  });
});

describe("answersSchemaFor", () => {
  const schema = answersSchemaFor(assessments["skill-gap"]);
  it("takes every question answered once with 0 to 3", () => {
    expect(schema.safeParse(all("skill-gap", 2)).success).toBe(true);
  });
  it("refuses a missing answer, an answer out of range and an unknown question", () => {
    const { s3: _, ...missing } = all("skill-gap", 1);
    const result = schema.safeParse(missing);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["s3", CHOOSE_AN_ANSWER]]);
    expect(schema.safeParse({ ...all("skill-gap", 1), s4: 4 }).success).toBe(false);
    expect(schema.safeParse({ ...all("skill-gap", 1), s4: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ ...all("skill-gap", 1), r1: 1 }).success).toBe(false);
  });
});

describe("recommendPrograms", () => {
  const catalogue = [
    { id: "ds-adv", category: "data-science", level: "advanced" },
    { id: "ds-beg", category: "data-science", level: "beginner" },
    { id: "ds-int", category: "data-science", level: "intermediate" },
    { id: "ml-beg", category: "machine-learning", level: "beginner" },
    { id: "eth-int", category: "ai-ethics", level: "intermediate" },
    { id: "cv-adv", category: "computer-vision", level: "advanced" },
  ] as const;
  const a = assessments["skill-gap"];

  it("suggests programs for the dimensions below 70, weakest first, of the dimension's categories and fitting level first", () => {
    // data 0 (beginner first), ml 100 (no gap), genai 67 (advanced first), responsible 33 (beginner first).
    const answers = { s1: 0, s2: 0, s3: 0, s4: 3, s5: 3, s6: 3, s7: 2, s8: 2, s9: 2, s10: 1, s11: 1, s12: 1 };
    const recs = recommendPrograms(a, scoreAssessment(a, answers), catalogue);
    expect(recs.map((r) => [r.dimension.id, r.dimension.score, r.programs.map((p) => p.id)])).toEqual([
      ["data", 0, ["ds-beg", "ds-int"]],
      ["responsible", 33, ["eth-int"]],
      ["genai", 67, ["cv-adv"]],
    ]);
  });

  it("suggests nothing when every dimension is strong, and an empty list for a gap no program covers", () => {
    expect(recommendPrograms(a, scoreAssessment(a, all("skill-gap", 3)), catalogue)).toEqual([]);
    const recs = recommendPrograms(a, scoreAssessment(a, all("skill-gap", 0)), [catalogue[0]]);
    expect(recs.find((r) => r.dimension.id === "responsible")!.programs).toEqual([]);
    expect(recs.find((r) => r.dimension.id === "data")!.programs.map((p) => p.id)).toEqual(["ds-adv"]);
  });
});
