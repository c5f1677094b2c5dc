import { describe, expect, it } from "vitest";
import { statistics } from "~/content/home/statistics";
import { COUNTER_STEP_MS, COUNTER_STEPS, counterValue, statisticText } from "./counter";

describe("counterValue", () => {
  it("runs from 0 to the target in 50 steps of 40 ms (about 2 s)", () => {
    expect(COUNTER_STEPS).toBe(50);
    expect(COUNTER_STEP_MS).toBe(40);
    expect(counterValue(500_000, 0)).toBe(0);
    expect(counterValue(500_000, 1)).toBe(10_000);
    expect(counterValue(500_000, 25)).toBe(250_000);
    expect(counterValue(500_000, 50)).toBe(500_000);
    expect(counterValue(98, 60)).toBe(98);
  });

  it("never goes down between steps", () => {
    for (const { target } of statistics) {
      let last = -1;
      for (let step = 0; step <= COUNTER_STEPS; step++) {
        const v = counterValue(target, step);
        expect(v).toBeGreaterThanOrEqual(last);
        last = v;
      }
      expect(last).toBe(target);
    }
  });
});

describe("statisticText", () => {
  it("shows the spec's figures at the end, with K for thousands where abbreviated", () => {
    expect(statistics.map((s) => statisticText(s, COUNTER_STEPS))).toEqual(["500K+", "98%", "1000+", "50+"]);
  });

  it("starts at 0 and abbreviates while counting", () => {
    expect(statistics.map((s) => statisticText(s, 0))).toEqual(["0+", "0%", "0+", "0+"]);
    expect(statisticText(statistics[0], 1)).toBe("10K+");
    expect(statisticText(statistics[0], 49)).toBe("490K+");
  });
});
