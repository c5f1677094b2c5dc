import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv, parseGift } from "./quiz-import";

const sample = readFileSync(new URL("../../tests/fixtures/moodle-export.gift", import.meta.url), "utf8");

describe("GIFT import of a Moodle export", () => {
  const { questions, rejected } = parseGift(sample);
  const byPrompt = (start: string) => questions.find((q) => q.prompt.startsWith(start));

  it("takes every kind we support", () => {
    expect(questions).toHaveLength(10);
    expect(byPrompt("Large language models")).toMatchObject({ kind: "true_false", correct_boolean: true });
    expect(byPrompt("A neural network")).toMatchObject({ kind: "true_false", correct_boolean: false });
    expect(byPrompt("Which metric")).toMatchObject({
      kind: "single",
      options: [
        { text: "F1 score", correct: true },
        { text: "Accuracy", correct: false },
        { text: "Mean squared error", correct: false },
      ],
      explanation: "F1 is the harmonic mean of precision and recall.",
    });
    expect(byPrompt("Gradient descent")).toMatchObject({
      kind: "single",
      prompt: "Gradient descent moves against the _____ of the loss function.",
      options: [{ text: "gradient", correct: true }, { text: "loss", correct: false }, { text: "label", correct: false }],
    });
    expect(byPrompt("Which of these")).toMatchObject({
      kind: "multiple",
      options: [{ text: "Classification", correct: true }, { text: "Regression", correct: true }, { text: "Clustering", correct: false }],
    });
    expect(byPrompt("What is pi")).toMatchObject({ kind: "numeric", numeric_answer: 3.14, tolerance: 0.005 });
    expect(byPrompt("Give a learning rate")).toMatchObject({ kind: "numeric", numeric_answer: 0.0055 });
    expect(byPrompt("Give a learning rate")!.tolerance).toBeCloseTo(0.0045);
    expect(byPrompt("In which year")).toMatchObject({ kind: "numeric", numeric_answer: 1956, tolerance: 0 });
    expect(byPrompt("Which character")).toMatchObject({
      prompt: "Which character opens a GIFT answer block: { or } ?",
      options: [{ text: "{", correct: true }, { text: "}", correct: false }, { text: "=", correct: false }],
    });
    expect(byPrompt("Is ReLU")).toMatchObject({ kind: "true_false", prompt: "Is ReLU a non-linear activation?", correct_boolean: true });
  });

  it("reports each question it cannot take, with its line and why", () => {
    const line = (title: string) => sample.split("\n").findIndex((l) => l.startsWith(`::${title}::`)) + 1;
    expect(rejected).toEqual([
      { line: line("SA1"), reason: "Short-answer questions are not supported" },
      { line: line("MATCH1"), reason: "Matching questions are not supported" },
      { line: line("ESSAY1"), reason: "Essay questions are not supported" },
      { line: line("DESC1"), reason: "Description items (no answer) are not supported" },
      { line: line("BAD1"), reason: "Mark exactly one option correct" },
      { line: line("BAD2"), reason: "The answer block has no closing }" },
    ]);
  });
});

describe("CSV import", () => {
  it("takes each kind and reports the lines it rejects", () => {
    const csv = [
      "kind,question,options,correct,tolerance,explanation",
      'single,"Which metric, for imbalanced data?",Accuracy|F1 score|Recall,2,,F1 balances both',
      "multiple,Supervised tasks?,Classification|Regression|Clustering,1|2,,",
      "true_false,LLMs predict the next token,,true,,",
      "numeric,Pi to two places,,3.14,0.005,",
      "essay,Describe a risk,,,,",
      "single,Pick one,a|b,3,,",
      "numeric,Half of one,,half,,",
      "true_false,Is it?,,maybe,,",
      "single,,a|b,1,,",
    ].join("\n");
    const { questions, rejected } = parseCsv(csv);
    expect(questions.map((q) => q.kind)).toEqual(["single", "multiple", "true_false", "numeric"]);
    expect(questions[0]).toMatchObject({ prompt: "Which metric, for imbalanced data?", options: [{ correct: false }, { text: "F1 score", correct: true }, { correct: false }], explanation: "F1 balances both" });
    expect(questions[3]).toMatchObject({ numeric_answer: 3.14, tolerance: 0.005 });
    expect(rejected).toEqual([
      { line: 6, reason: 'Unknown kind "essay" (use single, multiple, true_false or numeric)' },
      { line: 7, reason: "The correct options must be option numbers from 1 to 2, separated by |" },
      { line: 8, reason: "The correct answer and tolerance of a numeric question must be numbers" },
      { line: 9, reason: "The correct answer of a true_false question must be true or false" },
      { line: 10, reason: "Question is required" },
    ]);
  });

  it("refuses a file without the header line", () => {
    expect(parseCsv("single,Q,a|b,1,,").rejected).toEqual([
      { line: 1, reason: "The first line must name the columns: kind,question,options,correct,tolerance,explanation" },
    ]);
  });
});
