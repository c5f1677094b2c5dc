import { describe, expect, it } from "vitest";
import { durationOf } from "./registration-items";
import { findItem } from "./registration-catalogue";

describe("durationOf", () => {
  const at = (startDate: string, endDate: string, startTime: string, endTime: string) => durationOf({ startDate, endDate, startTime, endTime });

  it("counts the days of a stretch, both ends included", () => {
    expect(at("2027-01-28", "2027-01-30", "09:30", "17:30")).toBe("3 days");
    expect(at("2027-02-27", "2027-03-01", "09:30", "17:30")).toBe("3 days");
  });

  it("gives a one-day item's length in hours, or in minutes when it is not whole hours", () => {
    expect(at("2027-01-12", "2027-01-12", "18:00", "19:00")).toBe("1 hour");
    expect(at("2027-01-20", "2027-01-20", "19:00", "21:00")).toBe("2 hours");
    expect(at("2027-01-22", "2027-01-22", "10:00", "11:30")).toBe("90 minutes");
  });

  it("says what the listing cards said when the length was written by hand", () => {
    expect(durationOf(findItem("workshop", "genai-for-business-leaders")!)).toBe("2 days");
    expect(durationOf(findItem("seminar", "rag-in-production")!)).toBe("3 hours");
    expect(durationOf(findItem("webinar", "data-storytelling-with-ai-dashboards")!)).toBe("90 minutes");
  });
});
