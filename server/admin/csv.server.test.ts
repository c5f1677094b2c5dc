import { describe, expect, it } from "vitest";
import { csvLine } from "./csv.server";

const cell = (value: string | number | Date | null | undefined) => csvLine([value]).replace(/\r\n$/, "");

describe("csvLine", () => {
  it("leaves plain values alone", () => {
    expect(cell("asha@example.com")).toBe("asha@example.com");
    expect(cell(42)).toBe("42");
    expect(cell(new Date("2027-01-15T10:30:00Z"))).toBe("2027-01-15T10:30:00.000Z");
    expect(cell(null)).toBe("");
    expect(cell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(cell("Verma, Asha")).toBe('"Verma, Asha"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell("line\nbreak")).toBe('"line\nbreak"');
    expect(cell("cr\rlf")).toBe('"cr\rlf"');
    expect(cell(" padded ")).toBe('" padded "');
  });

  it("neutralises what a spreadsheet would run as a formula", () => {
    expect(cell('=HYPERLINK("http://evil.example")')).toBe("\"'=HYPERLINK(\"\"http://evil.example\"\")\"");
    expect(cell("+1+1")).toBe("'+1+1");
    expect(cell("-2+3")).toBe("'-2+3");
    expect(cell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(cell("\tcmd")).toBe("\"'\tcmd\"");
    expect(cell("\rcmd")).toBe("\"'\rcmd\"");
    expect(cell("＝1+1")).toBe("'＝1+1");
    expect(cell("=1,2")).toBe("\"'=1,2\"");
    expect(cell("a=b")).toBe("a=b");
  });

  it("quotes a semicolon, so Excel with ; as its separator keeps the cell whole (no formula in a second cell)", () => {
    expect(cell("x;=HYPERLINK(\"http://evil.example\")")).toBe("\"x;=HYPERLINK(\"\"http://evil.example\"\")\"");
    expect(cell("Verma; Asha")).toBe('"Verma; Asha"');
    expect(csvLine(["a;b", "c"])).toBe('"a;b",c\r\n');
  });

  it("does not touch numbers, which cannot be formulas", () => {
    expect(cell(-5)).toBe("-5");
  });

  it("joins cells with commas and ends with CRLF", () => {
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});
