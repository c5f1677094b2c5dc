import { describe, expect, it } from "vitest";
import { capacityBadge, isFull, percentFull, reachesPercent, seatsLeft } from "./capacity";

describe("percentFull", () => {
  it("is taken ÷ capacity as a rounded whole percentage", () => {
    expect(percentFull(0, 40)).toBe(0);
    expect(percentFull(18, 40)).toBe(45);
    expect(percentFull(26, 30)).toBe(87); // 86.67
    expect(percentFull(1, 3)).toBe(33); // 33.33
    expect(percentFull(1, 8)).toBe(13); // 12.5 rounds half up
    expect(percentFull(35, 35)).toBe(100);
  });

  it("is 0 for a zero capacity rather than NaN or Infinity", () => {
    expect(percentFull(5, 0)).toBe(0);
  });
});

describe("reachesPercent", () => {
  it("includes the threshold itself", () => {
    expect(reachesPercent(40, 50, 80)).toBe(true);
    expect(reachesPercent(900, 1000, 90)).toBe(true);
  });

  it("compares exactly, not on the rounded percentage", () => {
    // 199/250 = 79.6 %, which rounds to 80 but is under the threshold.
    expect(percentFull(199, 250)).toBe(80);
    expect(reachesPercent(199, 250, 80)).toBe(false);
    expect(reachesPercent(899, 1000, 90)).toBe(false);
  });

  it("is false for a zero capacity", () => {
    expect(reachesPercent(0, 0, 80)).toBe(false);
  });
});

describe("capacityBadge", () => {
  it("shows Filling Fast on workshops and Limited Seats on seminars from 80 %", () => {
    expect(capacityBadge("workshop", 39, 50)).toBeNull();
    expect(capacityBadge("workshop", 40, 50)).toBe("Filling Fast");
    expect(capacityBadge("workshop", 50, 50)).toBe("Filling Fast");
    expect(capacityBadge("seminar", 119, 150)).toBeNull();
    expect(capacityBadge("seminar", 120, 150)).toBe("Limited Seats");
  });

  it("shows Almost Full on events only from 90 %", () => {
    expect(capacityBadge("event", 1020, 1200)).toBeNull(); // 85 %
    expect(capacityBadge("event", 1080, 1200)).toBe("Almost Full");
    expect(capacityBadge("event", 5000, 5000)).toBe("Almost Full");
  });
});

describe("isFull and seatsLeft", () => {
  it("closes registration when taken is at least capacity", () => {
    expect(isFull(24, 25)).toBe(false);
    expect(isFull(25, 25)).toBe(true);
    expect(isFull(26, 25)).toBe(true);
  });

  it("never reports negative seats", () => {
    expect(seatsLeft(20, 25)).toBe(5);
    expect(seatsLeft(25, 25)).toBe(0);
    expect(seatsLeft(30, 25)).toBe(0);
  });
});
