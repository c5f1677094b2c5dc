import { describe, expect, it } from "vitest";
import { learningModules, withModule } from "./module-progress";
import { sampleEnrollment } from "./test-data";

describe("learningModules", () => {
  it("numbers the program's features from 1 and marks the completed ones", () => {
    const enrollment = sampleEnrollment({ completed_modules: [2] });
    expect(learningModules(enrollment)).toEqual([
      { id: 1, title: "Neural network fundamentals", completed: false },
      { id: 2, title: "CNNs, RNNs and transformers", completed: true },
      { id: 3, title: "GPU training and mixed precision", completed: false },
      { id: 4, title: "Experiment tracking", completed: false },
    ]);
  });
});

describe("withModule", () => {
  const start = sampleEnrollment();

  it("marks a module done and recomputes the rounded progress", () => {
    const one = withModule(start, 3, true);
    expect(one).toMatchObject({ completed_modules: [3], progress: 25, status: "active" });
    const two = withModule(one, 1, true);
    expect(two).toMatchObject({ completed_modules: [1, 3], progress: 50, status: "active" });
    expect(start.completed_modules).toEqual([]); // not mutated
  });

  it("completes the enrolment at 100% and reopens it when a module is unchecked", () => {
    let e = start;
    for (const id of [4, 2, 1, 3]) e = withModule(e, id, true);
    expect(e).toMatchObject({ completed_modules: [1, 2, 3, 4], progress: 100, status: "completed" });
    expect(withModule(e, 2, false)).toMatchObject({ completed_modules: [1, 3, 4], progress: 75, status: "active" });
  });

  it("is idempotent and ignores module numbers outside the program", () => {
    const e = withModule(withModule(start, 2, true), 2, true);
    expect(e.completed_modules).toEqual([2]);
    expect(withModule({ ...start, completed_modules: [9] }, 1, true)).toMatchObject({ completed_modules: [1], progress: 25 });
    expect(withModule(start, 1, false)).toMatchObject({ completed_modules: [], progress: 0 });
  });

  it("rounds to whole percent (1 of 3 is 33%)", () => {
    const three = sampleEnrollment({ course: { ...start.course, features: ["A", "B", "C"] } });
    expect(withModule(three, 1, true).progress).toBe(33);
    expect(withModule(withModule(three, 1, true), 2, true).progress).toBe(67);
  });
});
