// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StatisticsBand } from "./statistics-band";

type Callback = (entries: { intersectionRatio: number }[]) => void;
let notify: Callback;
let disconnected = false;

class FakeObserver {
  constructor(callback: Callback) {
    notify = callback;
  }
  observe() {}
  disconnect() {
    disconnected = true;
  }
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

const values = () => screen.getAllByRole("definition").map((d) => d.textContent);
const see = (ratio: number) => act(() => notify([{ intersectionRatio: ratio }]));
const final = ["500K+", "98%", "1000+", "50+"];

beforeEach(() => {
  vi.useFakeTimers();
  disconnected = false;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("StatisticsBand", () => {
  it("renders the final figures first (the prerendered HTML)", () => {
    render(<StatisticsBand />);
    expect(values()).toEqual(final);
  });

  it("resets off-screen, then counts from 0 in 50 steps of 40 ms once in view", () => {
    render(<StatisticsBand />);
    see(0);
    expect(values()).toEqual(["0+", "0%", "0+", "0+"]);
    see(0.1); // barely visible: not yet
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(["0+", "0%", "0+", "0+"]);
    see(0.3);
    expect(disconnected).toBe(true);
    act(() => vi.advanceTimersByTime(40));
    expect(values()).toEqual(["10K+", "2%", "20+", "1+"]);
    act(() => vi.advanceTimersByTime(24 * 40));
    expect(values()).toEqual(["250K+", "49%", "500+", "25+"]);
    act(() => vi.advanceTimersByTime(25 * 40));
    expect(values()).toEqual(final);
    act(() => vi.advanceTimersByTime(10_000));
    expect(values()).toEqual(final);
  });

  it("keeps the final figures when already on screen at load (no flash)", () => {
    render(<StatisticsBand />);
    see(0.5);
    expect(disconnected).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(values()).toEqual(final);
  });

  it("does not count under prefers-reduced-motion", () => {
    stubReducedMotion(true);
    render(<StatisticsBand />);
    expect(notify).toBeDefined();
    expect(values()).toEqual(final);
  });
});
