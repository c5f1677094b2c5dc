// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCarousel } from "./hero-carousel";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

const current = () => screen.getAllByRole("button", { name: /Go to slide/ }).findIndex((b) => b.getAttribute("aria-current") === "true") + 1;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const renderCarousel = () =>
  render(
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HeroCarousel", () => {
  it("advances every 6 s and wraps around", () => {
    renderCarousel();
    expect(current()).toBe(1);
    advance(5999);
    expect(current()).toBe(1);
    advance(1);
    expect(current()).toBe(2);
    advance(6000);
    expect(current()).toBe(3);
    advance(6000);
    expect(current()).toBe(1);
  });

  it("holds for 10 s after a manual choice, then resumes", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(current()).toBe(3);
    advance(10_000);
    expect(current()).toBe(3);
    advance(5999);
    expect(current()).toBe(3);
    advance(1);
    expect(current()).toBe(1);
  });

  it("only the current slide is exposed; the others are inert", () => {
    renderCarousel();
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    expect([...slides].map((s) => s.getAttribute("aria-hidden"))).toEqual(["false", "true", "true"]);
    expect(slides[1]).toHaveAttribute("inert");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect([...slides].map((s) => s.getAttribute("aria-hidden"))).toEqual(["true", "false", "true"]);
  });

  it("announces slides politely only while not auto-rotating", () => {
    renderCarousel();
    const live = document.querySelector("[aria-live]")!;
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(live).toHaveAttribute("aria-live", "polite");
  });

  it("does not move under prefers-reduced-motion until the visitor starts it", () => {
    stubReducedMotion(true);
    renderCarousel();
    advance(60_000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Start slide rotation" }));
    advance(6000);
    expect(current()).toBe(2);
  });
});
