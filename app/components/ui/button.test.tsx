// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";

function SignInForm() {
  return (
    <form aria-label="Sign in">
      <input name="password" type="password" aria-label="Password" />
      <Button type="submit">Sign In</Button>
      <Button>Show password</Button>
    </form>
  );
}

describe("Button", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  // A click before hydration is held and replayed by the page's early-input script
  // (app/lib/early-input.ts), so a submit button is never disabled just because the page loads.
  it("renders a submit button enabled and typed in prerendered HTML, and a plain button as type=button", () => {
    document.body.innerHTML = renderToString(<SignInForm />);
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("button", { name: "Show password" })).toHaveAttribute("type", "button");
  });

  it("stays enabled once the page has hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SignInForm />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <SignInForm />);
    });
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("is enabled at once when mounted in the browser, and stays disabled when asked", () => {
    render(
      <>
        <Button type="submit">Send Message</Button>
        <Button type="submit" disabled>
          Sending...
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  });
});
