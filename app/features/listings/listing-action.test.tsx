// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { knownSession } from "~/features/auth/session";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { queryClient } from "~/lib/query-client";
import { ListingAction } from "./listing-action";
import { listingKinds, type ListingKind } from "./listing-kinds";
import { LiveSeats, useSeats } from "./live-seats";

vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("~/features/auth/session", () => ({ knownSession: vi.fn(), sessionChanged: vi.fn() }));

// The server, at the network's edge (whatever the client in between): the live numbers and the
// registration answer what a test sets, or never (the live numbers stay pending unless a test answers).
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const offline = () => Promise.reject(new TypeError("Failed to fetch"));
let replies: { items: () => Promise<Response>; register: () => Promise<Response> };
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url.startsWith("/api/v1/registrations/items")) return replies.items();
  if (url === "/api/v1/registrations" && init?.method === "POST") return replies.register();
  throw new Error(`Unexpected request ${url}`);
});
const registrationRequests = () => fetchMock.mock.calls.filter(([url]) => url === "/api/v1/registrations");
const liveItem = (taken: number, registered: boolean) => ({ item: { id: "item-1", taken, registered } });

function Card({ kind, taken, capacity }: { kind: ListingKind; taken: number; capacity: number }) {
  const seats = useSeats("item-1", taken);
  return (
    <>
      <h3 id="title">Deep Learning with PyTorch</h3>
      <p>Seats taken: {seats.taken}</p>
      <ListingAction kind={kind} itemId="item-1" seats={seats} capacity={capacity} describedBy="title" />
    </>
  );
}

/** The card inside the page's live numbers (whose request stays pending unless a test answers it). */
function renderAction(kind: ListingKind, taken: number, capacity: number) {
  const Stub = createRoutesStub([
    {
      path: "/listing",
      Component: () => (
        <LiveSeats kind={kind}>
          <Card kind={kind} taken={taken} capacity={capacity} />
        </LiveSeats>
      ),
    },
    { path: "/auth", Component: () => <h1>Sign in page</h1> },
  ]);
  return render(<Stub initialEntries={["/listing"]} />);
}

beforeEach(() => {
  vi.mocked(toastError).mockClear();
  vi.mocked(toastSuccess).mockClear();
  queryClient.clear();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  replies = { items: () => new Promise(() => {}), register: () => Promise.reject(new Error("No registration answer set")) };
  vi.mocked(knownSession).mockReset().mockResolvedValue({ status: "signed-in", user: { id: "u1", email: "asha@example.com", name: "Asha Verma" } });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const kinds = Object.keys(listingKinds) as ListingKind[];

describe("ListingAction", () => {
  it.each(kinds)("%s: sends a signed-out visitor to /auth without a toast or a registration request", async (kind) => {
    vi.mocked(knownSession).mockResolvedValue({ status: "signed-out" });
    renderAction(kind, 10, 40);
    await userEvent.click(screen.getByRole("button", { name: listingKinds[kind].action }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(registrationRequests()).toEqual([]);
  });

  it("sends to /auth when the session ended since the page learnt it (the server's 401)", async () => {
    replies.register = async () => json(401, { error: { code: "unauthorized", message: "Sign in to continue." } });
    renderAction("workshop", 10, 40);
    await userEvent.click(screen.getByRole("button", { name: "Enroll Now" }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
    expect(registrationRequests()).toEqual([["/api/v1/registrations", expect.objectContaining({ method: "POST", body: JSON.stringify({ kind: "workshop", item_id: "item-1" }) })]]);
  });

  it("uses the live numbers' word on the session instead of a lookup", async () => {
    replies.items = async () => json(200, { items: [], signed_in: false });
    renderAction("seminar", 10, 40);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(""));
    await userEvent.click(screen.getByRole("button", { name: "Register Now" }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
    expect(knownSession).not.toHaveBeenCalled();
  });

  it.each(kinds)("%s: registers, shows the success toast, counts the seat and says Registered", async (kind) => {
    replies.register = async () => json(201, liveItem(11, true));
    renderAction(kind, 10, 40);
    const button = screen.getByRole("button", { name: listingKinds[kind].action });
    expect(button).toHaveAccessibleDescription("Deep Learning with PyTorch");
    await userEvent.click(button);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(listingKinds[kind].success));
    expect(screen.getByText("Seats taken: 11")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Registered" })).toBeEnabled();
  });

  it("a second click says \"You're already registered\"", async () => {
    replies.register = async () => json(409, { error: { code: "already_registered", message: "You're already registered." } });
    renderAction("seminar", 10, 40);
    await userEvent.click(screen.getByRole("button", { name: "Register Now" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(expect.objectContaining({ title: "You're already registered" })));
    expect(screen.getByRole("button", { name: "Registered" })).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("the last seat taken by someone else: 'This session is full' and the button turns Full", async () => {
    replies.register = async () => json(409, { error: { code: "session_full", message: "This session is full." } });
    renderAction("workshop", 29, 30);
    await userEvent.click(screen.getByRole("button", { name: "Enroll Now" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(expect.objectContaining({ title: "This session is full" })));
    expect(screen.getByRole("button", { name: "Full" })).toBeDisabled();
    expect(screen.getByText("Seats taken: 30")).toBeInTheDocument();
  });

  it.each(kinds)("%s: shows the spec's failure toast when registering fails otherwise", async (kind) => {
    replies.register = async () => json(500, { error: { code: "internal_error", message: "Something went wrong." } });
    renderAction(kind, 10, 40);
    await userEvent.click(screen.getByRole("button", { name: listingKinds[kind].action }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(listingKinds[kind].failure));
    replies.register = offline;
    await userEvent.click(screen.getByRole("button", { name: listingKinds[kind].action }));
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2));
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

describe("LiveSeats", () => {
  it("replaces the sample figures with the live ones, and marks the visitor's own registrations", async () => {
    replies.items = async () => json(200, { items: [{ id: "item-1", taken: 40, registered: false }], signed_in: true });
    renderAction("masterclass", 10, 40);
    expect(screen.getByRole("status")).toHaveTextContent("Checking seat availability...");
    expect(await screen.findByText("Seats taken: 40")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Waitlist" })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/registrations/items?kind=masterclass", expect.anything());
  });

  it("keeps the sample figures and shows the spec's load-failure toast when the live numbers fail, with a retry", async () => {
    replies.items = offline;
    renderAction("workshop", 10, 40);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith({ title: "Error", description: "Failed to load workshops. Please try again later." }));
    expect(screen.getByText("Seats taken: 10")).toBeInTheDocument();
    replies.items = async () => json(200, { items: [{ id: "item-1", taken: 12, registered: true }], signed_in: true });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Seats taken: 12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Registered" })).toBeInTheDocument();
  });
});
