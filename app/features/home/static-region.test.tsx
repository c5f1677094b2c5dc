// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaticRegion } from "./static-region";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("StaticRegion", () => {
  it("keeps the prerendered HTML as it is while hydrating", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div id="home-lower"><h2>Prerendered testimonials</h2></div>';
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter>
          <StaticRegion part="lower" />
        </MemoryRouter>,
      );
    });
    expect(container.innerHTML).toBe('<div id="home-lower"><h2>Prerendered testimonials</h2></div>');
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders the sections when not hydrating (client-side navigation)", async () => {
    await import("./static-sections"); // compiled once here, so the region's import resolves at once
    await act(async () => {
      render(
        <MemoryRouter>
          <Suspense fallback={<p>waiting</p>}>
            <StaticRegion part="lower" />
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole("heading", { name: "What our learners and clients say" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Talk to Sales" })).toHaveAttribute("href", "/contact");
  });
});
