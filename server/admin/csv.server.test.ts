import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.server";

describe("csvCell", () => {
  it("leaves plain values alone", () => {
    expect(csvCell("asha@example.com")).toBe("asha@example.com");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(new Date("2027-01-15T10:30:00Z"))).toBe("2027-01-15T10:30:00.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Verma, Asha")).toBe('"Verma, Asha"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("cr\rlf")).toBe('"cr\rlf"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("neutralises what a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil.example\")")).toBe("\"'=HYPERLINK(\"\"http://evil.example\"\")\"");
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("=1,2")).toBe("\"'=1,2\"");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("does not touch numbers, which cannot be formulas", () => {
    expect(csvCell(-5)).toBe("-5");
  });
});

describe("csvLine", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});
