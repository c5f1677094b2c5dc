import { describe, expect, it } from "vitest";
import { firstOf, formatDateRange, formatPrice, formatSeats } from "./listing-format";

describe("listing display helpers", () => {
  it("shows Free for a price of 0 and rupees otherwise", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(999)).toBe("₹999");
    expect(formatPrice(15000)).toBe("₹15,000");
    expect(formatPrice(100000)).toBe("₹1,00,000");
  });

  it("shows one date for a one-day event and a range otherwise", () => {
    expect(formatDateRange("2027-04-08", "2027-04-08")).toBe("8 Apr 2027");
    expect(formatDateRange("2027-02-18", "2027-02-19")).toBe("18 Feb 2027 – 19 Feb 2027");
  });

  it("shows seats taken out of capacity with thousands separators", () => {
    expect(formatSeats(26, 30)).toBe("26/30");
    expect(formatSeats(4620, 5000)).toBe("4,620/5,000");
  });

  it("says prices, dates and seats in Hindi through Intl hi-IN on a Hindi page", () => {
    expect(formatPrice(0, "hi", "निःशुल्क")).toBe("निःशुल्क");
    expect(formatPrice(100000, "hi")).toBe("₹1,00,000");
    expect(formatDateRange("2027-02-18", "2027-02-19", "hi")).toBe("18 फ़र॰ 2027 – 19 फ़र॰ 2027");
    expect(formatSeats(4620, 5000, "hi")).toBe("4,620/5,000");
    expect(formatSeats(123456, 200000, "hi")).toBe("1,23,456/2,00,000");
  });

  it("splits a list into the first items and a '+N more' count", () => {
    expect(firstOf(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(firstOf(["a", "b", "c"], 3)).toEqual({ shown: ["a", "b", "c"], more: 0 });
    expect(firstOf(["a"], 2)).toEqual({ shown: ["a"], more: 0 });
  });
});
