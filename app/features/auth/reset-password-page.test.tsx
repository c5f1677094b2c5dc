// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResetPasswordPage } from "./reset-password-page";

vi.mock("./session", () => ({ sessionChanged: vi.fn() }));

// The server at the network edge: POST /api/v1/auth/keep-password answers `reply`.
function serve(reply: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderPage() {
  const Stub = createRoutesStub([{ path: "/reset-password", Component: ResetPasswordPage }]);
  render(<Stub initialEntries={["/reset-password?token=tok-1&confirmed=1"]} />);
  const form = screen.getByRole("form", { name: "Keep your sign-up password" });
  return { field: within(form).getByLabelText("Password chosen at sign-up"), keep: within(form).getByRole("button", { name: "Keep This Password" }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("keeping the sign-up password", () => {
  it("asks for the password with the server's own message, and sends nothing", async () => {
    const fetch = serve(() => json(200, { user: {} }));
    const { keep } = renderPage();
    await userEvent.click(keep);
    expect(await screen.findByText("Enter the password you chose when you signed up.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says when the password is not the one chosen at sign-up", async () => {
    const fetch = serve(() => json(403, { error: { code: "invalid_password", message: "Wrong password." } }));
    const { field, keep } = renderPage();
    await userEvent.type(field, "not-it-at-all");
    await userEvent.click(keep);
    expect(await screen.findByText("That is not the password you chose when you signed up. Try again, or choose a new one below.")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/v1/auth/keep-password");
    expect(JSON.parse(String(init?.body))).toEqual({ token: "tok-1", password: "not-it-at-all" });
  });

  it("keeps it", async () => {
    serve(() => json(200, { user: { id: "u1" } }));
    const { field, keep } = renderPage();
    await userEvent.type(field, "Secur3Passw0rd");
    await userEvent.click(keep);
    expect(await screen.findByText("You kept your password. You are signed in.")).toBeInTheDocument();
  });
});
