import { describe, expect, it } from "vitest";
import { drawAttempt, drawQuestions, isCorrect, scoreAttempt, seededRandom, shuffle, withoutAnswer, type BankQuestion, type DrawnQuestion } from "./quiz-logic";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const bank: BankQuestion[] = [
  { id: id(1), kind: "single", prompt: "Pick B", options: [{ id: "a", text: "A", correct: false }, { id: "b", text: "B", correct: true }, { id: "c", text: "C", correct: false }], correctBoolean: null, numericAnswer: null, tolerance: null, explanation: "B is right" },
  { id: id(2), kind: "multiple", prompt: "Pick A and C", options: [{ id: "a", text: "A", correct: true }, { id: "b", text: "B", correct: false }, { id: "c", text: "C", correct: true }], correctBoolean: null, numericAnswer: null, tolerance: null, explanation: null },
  { id: id(3), kind: "true_false", prompt: "Sky is blue", options: [], correctBoolean: true, numericAnswer: null, tolerance: null, explanation: null },
  { id: id(4), kind: "numeric", prompt: "Pi to two places", options: [], correctBoolean: null, numericAnswer: 3.14, tolerance: 0.005, explanation: null },
];

describe("seeded drawing and shuffling", () => {
  it("gives the same order for the same seed and another for another seed", () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items, seededRandom(42))).toEqual(shuffle(items, seededRandom(42)));
    expect(shuffle(items, seededRandom(42))).not.toEqual(shuffle(items, seededRandom(43)));
    expect([...shuffle(items, seededRandom(7))].sort((a, b) => a - b)).toEqual(items);
  });

  it("is fair: each of 3 items lands first about a third of the time over 30,000 seeded shuffles", () => {
    const random = seededRandom(2026);
    const first = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) first[shuffle([0, 1, 2], random)[0]]++;
    for (const n of first) expect(Math.abs(n - 10_000)).toBeLessThan(400);
  });

  it("draws N distinct questions of the bank, or all of them", () => {
    const drawn = drawQuestions(bank, 2, seededRandom(1));
    expect(drawn).toHaveLength(2);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(2);
    expect(drawQuestions(bank, null, seededRandom(1))).toHaveLength(4);
    expect(drawQuestions(bank, 10, seededRandom(1))).toHaveLength(4);
    // Over many seeds every question gets drawn.
    const seen = new Set<string>();
    for (let s = 0; s < 50; s++) for (const q of drawQuestions(bank, 1, seededRandom(s))) seen.add(q.id);
    expect(seen.size).toBe(4);
  });

  it("shuffles options only when asked, keeps True before False, and keeps option ids with their texts", () => {
    const plain = drawAttempt(bank, { drawCount: null, shuffleOptions: false }, seededRandom(5));
    expect(plain.find((q) => q.question_id === id(1))!.options.map((o) => o.id)).toEqual(["a", "b", "c"]);
    const orders = new Set<string>();
    for (let s = 0; s < 200; s++) {
      const drawn = drawAttempt(bank, { drawCount: null, shuffleOptions: true }, seededRandom(s));
      const single = drawn.find((q) => q.question_id === id(1))!;
      orders.add(single.options.map((o) => o.id).join(""));
      expect(single.options.find((o) => o.id === "b")).toEqual({ id: "b", text: "B", correct: true });
      expect(drawn.find((q) => q.kind === "true_false")!.options.map((o) => o.id)).toEqual(["true", "false"]);
    }
    expect(orders.size).toBe(6);
  });

  it("sends no answer to the learner", () => {
    for (const q of drawAttempt(bank, { drawCount: null, shuffleOptions: true }, seededRandom(9))) {
      const sent = JSON.stringify(withoutAnswer(q));
      expect(sent).not.toContain("correct");
      expect(sent).not.toContain("3.14");
      expect(sent).not.toContain("B is right");
    }
  });
});

describe("scoring", () => {
  const drawn: DrawnQuestion[] = drawAttempt(bank, { drawCount: null, shuffleOptions: true }, seededRandom(3));
  const q = (n: number) => drawn.find((d) => d.question_id === id(n))!;

  it("needs exactly the right options, and a number within the tolerance", () => {
    expect(isCorrect(q(1), ["b"])).toBe(true);
    expect(isCorrect(q(1), ["a"])).toBe(false);
    expect(isCorrect(q(1), ["b", "a"])).toBe(false);
    expect(isCorrect(q(2), ["c", "a"])).toBe(true);
    expect(isCorrect(q(2), ["a"])).toBe(false);
    expect(isCorrect(q(2), ["a", "a"])).toBe(false);
    expect(isCorrect(q(3), ["true"])).toBe(true);
    expect(isCorrect(q(3), ["false"])).toBe(false);
    expect(isCorrect(q(4), 3.14)).toBe(true);
    expect(isCorrect(q(4), 3.145)).toBe(true);
    expect(isCorrect(q(4), 3.146)).toBe(false);
    expect(isCorrect(q(4), null)).toBe(false);
    expect(isCorrect(q(1), null)).toBe(false);
    expect(isCorrect(q(1), 2)).toBe(false);
  });

  it("scores the percent right rounded down, and passes at the pass mark exactly", () => {
    const answers = [
      { question_id: id(1), option_ids: ["b"] },
      { question_id: id(2), option_ids: ["a", "c"] },
      { question_id: id(3), option_ids: ["false"] },
      { question_id: id(4), value: 3.14 },
    ];
    const r = scoreAttempt(drawn, { answers }, 75);
    expect(r).toMatchObject({ score: 75, passed: true, correctCount: 3 });
    expect(scoreAttempt(drawn, { answers }, 76).passed).toBe(false);
    expect(r.results.find((x) => x.question_id === id(3))).toMatchObject({ correct: false, given: ["false"], right_answer: ["true"] });
    // Two of three right is 66 %, not 67 %: a pass mark of 67 fails it.
    const three = drawn.filter((d) => d.question_id !== id(4));
    expect(scoreAttempt(three, { answers }, 67)).toMatchObject({ score: 66, passed: false });
  });

  it("counts a blank, an unknown question or a second answer to the same question as nothing", () => {
    const r = scoreAttempt(drawn, { answers: [{ question_id: id(1), option_ids: ["a"] }, { question_id: id(1), option_ids: ["b"] }, { question_id: id(99), option_ids: ["b"] }] }, 50);
    expect(r).toMatchObject({ score: 0, passed: false, correctCount: 0 });
  });
});
