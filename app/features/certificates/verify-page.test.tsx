// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCertificateCheck } from "./certificate-check";
import { VerifyPage } from "./verify-page";

vi.mock("./certificate-check", () => ({ useCertificateCheck: vi.fn() }));
const recheck = vi.fn();

function Page() {
  const location = useLocation();
  return (
    <>
      <VerifyPage description="Check a certificate." />
      <output aria-label="address">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/certificates/verify", element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { box: screen.getByRole("textbox", { name: "Certificate code" }), address: () => screen.getByRole("status", { name: "address" }).textContent };
}

beforeEach(() => {
  recheck.mockClear();
  vi.mocked(useCertificateCheck).mockReturnValue({ check: { status: "idle" }, recheck });
});
afterEach(cleanup);

describe("VerifyPage's form", () => {
  it("asks for a code when the box is empty, and for a real one when it is not a code", async () => {
    const { box, address } = renderAt("/certificates/verify");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the certificate's code.")).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Enter the certificate's code.");

    await user.type(box, "hello");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(/^That is not a certificate code\. A code has 12 letters and digits/)).toBeInTheDocument();
    expect(address()).toBe("");
  });

  it("puts a typed code, in its printed form, into the address", async () => {
    const { box, address } = renderAt("/certificates/verify");
    const user = userEvent.setup();
    await user.type(box, "abcd efgh jkmn{Enter}");
    await vi.waitFor(() => expect(address()).toBe("?code=ABCD-EFGH-JKMN"));
    expect(box).toHaveValue("ABCD-EFGH-JKMN");
    expect(box).not.toHaveAttribute("aria-invalid", "true");
  });

  it("shows the address's code, keeps what the visitor types over it, and checks the same code again", async () => {
    const { box } = renderAt("/certificates/verify?code=ABCD-EFGH-JKMN");
    await vi.waitFor(() => expect(box).toHaveValue("ABCD-EFGH-JKMN"));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(recheck).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue("ABCD-EFGH-JKMN");
    await user.clear(box);
    await user.type(box, "WXYZ");
    expect(box).toHaveValue("WXYZ");
  });
});
