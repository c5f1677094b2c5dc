// @vitest-environment jsdom
import { act, cleanup, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The react-hook-form part loads on demand: each test holds its module back until `release()`,
// so the visitor's typing, caret and focus can be checked across the moment it takes over.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const state = { opened: Promise.resolve() };
  return {
    state,
    reset: () => (state.opened = new Promise<void>((resolve) => (open = resolve))),
    release: () => open(),
  };
});
vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("~/lib/api-client", () => ({ call: vi.fn() }));

// The submit is asynchronous (the resolver, then the request): a loaded machine can be slower than
// the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

/** Lets the held-back module arrive and react-hook-form bind the field. */
async function release() {
  gate.release();
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

const emailBox = () => screen.getByRole("textbox", { name: "Email address" });

// Fresh modules per test, so that each one loads the form's react-hook-form part anew (and the
// mocks it sees are the ones the test checks).
let NewsletterForm: typeof import("./newsletter-form").NewsletterForm;
let call: ReturnType<typeof vi.fn>;
let toastError: ReturnType<typeof vi.fn>;
let toastSuccess: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  gate.reset();
  vi.resetModules();
  vi.doMock("./newsletter-live", async (importOriginal) => {
    await gate.state.opened;
    return importOriginal();
  });
  ({ NewsletterForm } = await import("./newsletter-form"));
  call = vi.mocked((await import("~/lib/api-client")).call) as unknown as ReturnType<typeof vi.fn>;
  ({ toastError, toastSuccess } = vi.mocked(await import("~/features/toast/toast")) as unknown as Record<"toastError" | "toastSuccess", ReturnType<typeof vi.fn>>);
  call.mockReset();
  toastError.mockClear();
  toastSuccess.mockClear();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("NewsletterForm", () => {
  it("keeps every character, the caret and the focus when react-hook-form takes over mid-typing", async () => {
    render(<NewsletterForm />);
    const user = userEvent.setup();
    const input = emailBox();
    await user.type(input, "ada@exmple.com"); // the focus started loading the form's module
    await user.keyboard("{ArrowLeft>8/}"); // the visitor goes back to fix a typo (an e-mail input has no selection API)
    await release();

    expect(input).toBe(emailBox()); // the same element: nothing was re-created
    expect(input).toHaveFocus();
    expect(input).toHaveValue("ada@exmple.com");

    await user.keyboard("a"); // typed at the caret, which stayed where it was (a value written to the field would have moved it to the end)
    expect(input).toHaveValue("ada@example.com");
    call.mockResolvedValue({ email: "ada@example.com", status: "confirmation_sent" });
    await user.keyboard("{Enter}");

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith({ title: "Successfully subscribed!", description: "Thank you for subscribing to our newsletter." }));
    expect(call).toHaveBeenCalledWith("POST /newsletter", { body: { email: "ada@example.com" } });
    expect(input).toHaveValue(""); // the form is cleared
  });

  it("sends a submit made before react-hook-form arrived, once it has", async () => {
    render(<NewsletterForm />);
    const user = userEvent.setup();
    await user.type(emailBox(), "  Grace@Example.COM");
    call.mockResolvedValue({ email: "grace@example.com", status: "confirmation_sent" });
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(call).not.toHaveBeenCalled();

    await release();
    // The server's schema ran in the browser: trimmed and lower-cased.
    await waitFor(() => expect(call).toHaveBeenCalledWith("POST /newsletter", { body: { email: "grace@example.com" } }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalled());
  });

  it("refuses what the server's schema refuses, with the spec's failure toast, and sends nothing", async () => {
    render(<NewsletterForm />);
    const user = userEvent.setup();
    await user.type(emailBox(), "a@b"); // an address to the browser's own check, not to the schema
    await release();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith({ title: "Subscription failed", description: "Please try again later." }));
    expect(call).not.toHaveBeenCalled();
    expect(emailBox()).toHaveValue("a@b");
  });

  it("keeps the address and shows the failure toast when the server fails", async () => {
    render(<NewsletterForm />);
    const user = userEvent.setup();
    await user.type(emailBox(), "someone@example.com");
    await release();
    call.mockRejectedValue(new Error("500"));
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith({ title: "Subscription failed", description: "Please try again later." }));
    expect(console.error).toHaveBeenCalledWith("Newsletter subscription error:", expect.any(Error));
    expect(emailBox()).toHaveValue("someone@example.com");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it("renders the same markup before and after react-hook-form takes over", async () => {
    const { container } = render(<NewsletterForm />);
    const before = container.innerHTML;
    await userEvent.setup().click(emailBox());
    await release();
    expect(container.innerHTML).toBe(before);
  });
});
