// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser } from "~/features/auth/current-user";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { ListingAction } from "./listing-action";
import { listingKinds, type ListingKind } from "./listing-kinds";

vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("~/features/auth/current-user", () => ({ getCurrentUser: vi.fn() }));

function renderAction(kind: ListingKind, taken: number, capacity: number) {
  const Stub = createRoutesStub([
    {
      path: "/listing",
      Component: () => (
        <>
          <h3 id="title">Deep Learning with PyTorch</h3>
          <ListingAction kind={kind} taken={taken} capacity={capacity} describedBy="title" />
        </>
      ),
    },
    { path: "/auth", Component: () => <h1>Sign in page</h1> },
  ]);
  return render(<Stub initialEntries={["/listing"]} />);
}

beforeEach(() => {
  vi.mocked(toastError).mockClear();
  vi.mocked(toastSuccess).mockClear();
  vi.mocked(getCurrentUser).mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const kinds = Object.keys(listingKinds) as ListingKind[];

describe("ListingAction", () => {
  it.each(kinds)("%s: sends a signed-out visitor to /auth without a toast", async (kind) => {
    vi.mocked(getCurrentUser).mockResolvedValue(null);
    renderAction(kind, 10, 40);
    await userEvent.click(screen.getByRole("button", { name: listingKinds[kind].action }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(getCurrentUser).toHaveBeenCalledTimes(1);
  });

  it.each(kinds)("%s: shows the success toast to a signed-in user", async (kind) => {
    vi.mocked(getCurrentUser).mockResolvedValue({ id: "u1", email: "asha@example.com", name: "Asha Verma" });
    renderAction(kind, 10, 40);
    const button = screen.getByRole("button", { name: listingKinds[kind].action });
    expect(button).toHaveAccessibleDescription("Deep Learning with PyTorch");
    await userEvent.click(button);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(listingKinds[kind].success));
    expect(button).toBeEnabled();
    expect(screen.queryByRole("heading", { name: "Sign in page" })).toBeNull();
  });

  it.each(kinds)("%s: shows the failure toast when the lookup fails", async (kind) => {
    vi.mocked(getCurrentUser).mockRejectedValue(new Error("Session lookup failed with HTTP 500"));
    renderAction(kind, 10, 40);
    await userEvent.click(screen.getByRole("button", { name: listingKinds[kind].action }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(listingKinds[kind].failure));
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it.each([
    ["workshop", "Full"],
    ["seminar", "Full"],
    ["event", "Sold Out"],
    ["webinar", "Full"],
    ["masterclass", "Waitlist"],
  ] as const)("%s: is disabled and reads %s at capacity", (kind, label) => {
    renderAction(kind, 40, 40);
    expect(screen.getByRole("button", { name: label })).toBeDisabled();
    expect(screen.queryByRole("button", { name: listingKinds[kind].action })).toBeNull();
  });

  it("is disabled over capacity too", () => {
    renderAction("event", 501, 500);
    expect(screen.getByRole("button", { name: "Sold Out" })).toBeDisabled();
  });
});
