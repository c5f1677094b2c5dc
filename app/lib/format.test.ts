import { describe, expect, it } from "vitest";
import { abbreviate, formatDate, formatINR, formatUSD, percentOf } from "./format";

describe("format", () => {
  it("formats rupees and dollars", () => {
    expect(formatINR(25000)).toBe("₹25,000");
    expect(formatINR(149999)).toBe("₹1,49,999");
    expect(formatUSD(2999)).toBe("$2,999");
  });
  it("formats ISO dates the same everywhere", () => {
    expect(formatDate("2027-01-15")).toBe("15 Jan 2027");
  });
  it("abbreviates with K and M", () => {
    expect(abbreviate(500_000)).toBe("500K");
    expect(abbreviate(1_000)).toBe("1K");
    expect(abbreviate(2_500_000)).toBe("2.5M");
    expect(abbreviate(98)).toBe("98");
  });
  it("rounds percentages of a capacity", () => {
    expect(percentOf(41, 50)).toBe(82);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });
});
