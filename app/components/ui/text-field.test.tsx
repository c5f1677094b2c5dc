// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "./text-field";

afterEach(cleanup);

describe("TextField", () => {
  it("ties the label, hint, message and the form's message line to its input, and puts its children below", () => {
    render(
      <TextField id="secret" label="Your password" hint="At least 8 characters." error="Enter your password." messageId="form-error" type="password">
        <button type="button">Use a code instead</button>
      </TextField>,
    );
    const input = screen.getByLabelText("Your password");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "form-error secret-hint secret-error");
    expect(input).toHaveAccessibleDescription("At least 8 characters. Enter your password.");
    // The children follow the input (an input cannot hold them).
    const button = screen.getByRole("button", { name: "Use a code instead" });
    expect(input.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps an aria-invalid it is given without a message of its own (the form's single message line says why)", () => {
    render(<TextField id="email" label="Email" aria-invalid messageId="form-error" />);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-describedby", "form-error");
  });
});
