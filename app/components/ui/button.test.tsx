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

  it("renders a submit button disabled in prerendered HTML, where its form has no handler yet", () => {
    document.body.innerHTML = renderToString(<SignInForm />);
    expect(screen.getByRole("button", { name: "Sign In" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Show password" })).toBeEnabled();
  });

  it("enables it once the page has hydrated", async () => {
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
