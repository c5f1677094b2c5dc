// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSession, type SessionState } from "./session";
import { SignedInPage } from "./signed-in-page";

vi.mock("./session", () => ({ useSession: vi.fn() }));

const user = { id: "user-1", email: "asha@example.com", name: "Asha Verma" };

function renderPage(session: SessionState, leaving?: { current: boolean }) {
  vi.mocked(useSession).mockReturnValue(session);
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => (
        <SignedInPage title="Learner Dashboard" leaving={leaving}>
          {(u) => <h1>Hello {u.name}</h1>}
        </SignedInPage>
      ),
    },
    { path: "/auth", Component: () => <h1>Sign in page</h1> },
  ]);
  render(<Stub initialEntries={["/dashboard"]} />);
}

afterEach(cleanup);

describe("SignedInPage", () => {
  it("shows the loading state, with the page's heading, while the session is checked", () => {
    renderPage({ status: "loading" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.getByRole("heading", { level: 1, name: "Learner Dashboard" })).toBeInTheDocument();
  });

  it("shows the page for the signed-in user", () => {
    renderPage({ status: "signed-in", user });
    expect(screen.getByRole("heading", { name: "Hello Asha Verma" })).toBeInTheDocument();
  });

  it("sends a signed-out visitor to /auth", async () => {
    renderPage({ status: "signed-out" });
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
  });

  it("stays while the page signs the user out itself (it goes elsewhere)", () => {
    renderPage({ status: "signed-out" }, { current: true });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("heading", { name: "Sign in page" })).toBeNull();
  });
});
