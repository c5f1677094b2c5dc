import { describe, expect, it } from "vitest";
import { familiesOf } from "./fonts";

describe("familiesOf", () => {
  it("names each family once, by its first name, sorted", () => {
    const output = "Noto Sans Devanagari,Noto Sans Devanagari UI\nLohit Devanagari\nNoto Sans Devanagari\n\n";
    expect(familiesOf(output)).toEqual(["Lohit Devanagari", "Noto Sans Devanagari"]);
  });

  it("is empty when the machine has no face for the language", () => {
    expect(familiesOf("")).toEqual([]);
  });
});
