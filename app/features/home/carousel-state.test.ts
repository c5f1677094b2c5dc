import { describe, expect, it } from "vitest";
import { carouselReducer, initialCarousel, nextTimer, wrapIndex, type CarouselState } from "./carousel-state";

const start = initialCarousel(3);

describe("wrapIndex", () => {
  it("wraps forwards and backwards over the slides", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(4, 3)).toBe(1);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe("carouselReducer", () => {
  it("advances on each tick while auto-rotating, back to the first after the last", () => {
    let s: CarouselState = start;
    const seen = [];
    for (let i = 0; i < 4; i++) {
      s = carouselReducer(s, { type: "tick" });
      seen.push(s.index);
    }
    expect(seen).toEqual([1, 2, 0, 1]);
  });

  it("a slide choice, next or previous holds the rotation", () => {
    const chosen = carouselReducer(start, { type: "go", index: 2 });
    expect(chosen).toMatchObject({ index: 2, mode: "held", holds: 1 });
    expect(carouselReducer(chosen, { type: "tick" }).index).toBe(2);
    expect(carouselReducer(start, { type: "prev" })).toMatchObject({ index: 2, mode: "held" });
    expect(carouselReducer(start, { type: "next" })).toMatchObject({ index: 1, mode: "held" });
    expect(carouselReducer(chosen, { type: "next" })).toMatchObject({ index: 0, holds: 2 });
  });

  it("resumes auto-rotation after a hold", () => {
    const held = carouselReducer(start, { type: "next" });
    const resumed = carouselReducer(held, { type: "resume" });
    expect(resumed.mode).toBe("auto");
    expect(carouselReducer(resumed, { type: "tick" }).index).toBe(2);
  });

  it("stays stopped when the visitor paused it, even after a manual choice", () => {
    const stopped = carouselReducer(start, { type: "stop" });
    const moved = carouselReducer(stopped, { type: "next" });
    expect(moved).toMatchObject({ index: 1, mode: "stopped" });
    expect(carouselReducer(moved, { type: "resume" }).mode).toBe("stopped");
    expect(carouselReducer(moved, { type: "play" }).mode).toBe("auto");
  });
});

describe("nextTimer", () => {
  it("is 6 s to the next slide, 10 s to resume after a choice, nothing when stopped", () => {
    expect(nextTimer(start)).toEqual({ action: { type: "tick" }, delay: 6000 });
    expect(nextTimer(carouselReducer(start, { type: "next" }))).toEqual({ action: { type: "resume" }, delay: 10_000 });
    expect(nextTimer(carouselReducer(start, { type: "stop" }))).toBeNull();
  });
});
