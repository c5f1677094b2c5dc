import { describe, expect, it } from "vitest";
import { formatMinutes, learningModules, withModule } from "./module-progress";
import { toEnrollment } from "~/lib/me-queries";
import { moduleId, sampleEnrollment, sampleModules } from "./test-data";

const ids = sampleModules().map((m) => m.id);

describe("learningModules", () => {
  it("lists the program's modules in order and marks the completed ones", () => {
    const enrollment = toEnrollment(sampleEnrollment({ completed_modules: [moduleId(2)] }));
    expect(learningModules(enrollment, sampleModules()).map((m) => [m.position, m.title, m.completed])).toEqual([
      [1, "Neural network fundamentals", false],
      [2, "CNNs, RNNs and transformers", true],
      [3, "GPU training and mixed precision", false],
      [4, "Experiment tracking", false],
    ]);
  });
});

describe("withModule", () => {
  const start = toEnrollment(sampleEnrollment());

  it("marks a module done and recomputes the rounded progress", () => {
    const one = withModule(start, ids, moduleId(3), true);
    expect(one).toMatchObject({ completed_modules: [moduleId(3)], progress: 25, status: "active" });
    const two = withModule(one, ids, moduleId(1), true);
    expect(two).toMatchObject({ completed_modules: [moduleId(1), moduleId(3)], progress: 50, status: "active" });
    expect(start.completed_modules).toEqual([]); // not mutated
  });

  it("completes at 100% and reopens when a module is unmarked", () => {
    const e = ids.reduce((acc, id) => withModule(acc, ids, id, true), start);
    expect(e).toMatchObject({ completed_modules: ids, progress: 100, status: "completed" });
    expect(withModule(e, ids, moduleId(2), false)).toMatchObject({ progress: 75, status: "active" });
  });

  it("ignores marks of modules the program no longer has, and repeated marks", () => {
    const e = withModule(withModule(start, ids, moduleId(2), true), ids, moduleId(2), true);
    expect(e.completed_modules).toEqual([moduleId(2)]);
    expect(withModule({ ...start, completed_modules: ["gone"] }, ids, moduleId(1), true)).toMatchObject({ completed_modules: [moduleId(1)], progress: 25 });
    expect(withModule(start, ids, moduleId(1), false)).toMatchObject({ completed_modules: [], progress: 0 });
  });

  it("counts the modules there now: 1 of 3 is 33%", () => {
    expect(withModule(start, ids.slice(0, 3), moduleId(1), true).progress).toBe(33);
  });
});

describe("formatMinutes", () => {
  it.each([
    [45, "45 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
  ])("%i minutes: %s", (minutes, text) => expect(formatMinutes(minutes)).toBe(text));
});
