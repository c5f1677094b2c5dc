// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog } from "radix-ui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import EditProfileForm from "./edit-profile-form";
import type { Profile } from "#contracts/profile";

vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("~/features/auth/session", () => ({ sessionChanged: vi.fn() }));

const profile: Profile = {
  id: "u1",
  email: "asha@example.com",
  full_name: "Asha Verma",
  company: null,
  phone: null,
  avatar_url: null,
  locale: "en",
};

function renderForm(save: (values: unknown) => Promise<unknown>, onSaved = vi.fn()) {
  // DialogClose needs a dialog around it.
  render(
    <Dialog.Root open>
      <EditProfileForm profile={profile} save={save} saving={false} onSaved={onSaved} />
    </Dialog.Root>,
  );
  return onSaved;
}

beforeEach(() => {
  vi.mocked(toastError).mockClear();
  vi.mocked(toastSuccess).mockClear();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("EditProfileForm", () => {
  it("starts from the saved profile, with empty optional fields", () => {
    renderForm(vi.fn());
    expect(screen.getByLabelText("Full name")).toHaveValue("Asha Verma");
    expect(screen.getByLabelText(/Company/)).toHaveValue("");
    expect(screen.getByLabelText(/Phone/)).toHaveValue("");
  });

  it("shows each rule's message beside its field and does not save", async () => {
    const save = vi.fn();
    renderForm(save);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Full name"));
    await user.type(screen.getByLabelText(/Phone/), "call me");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid phone number format")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("Full name is required");
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute("aria-invalid", "true");
    expect(save).not.toHaveBeenCalled();
  });

  it("sends trimmed values with empty optional fields as null, then toasts and closes", async () => {
    const save = vi.fn().mockResolvedValue({});
    const onSaved = renderForm(save);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Full name"));
    await user.type(screen.getByLabelText("Full name"), "  Asha R Verma ");
    await user.type(screen.getByLabelText(/Company/), " Infosys ");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(save).toHaveBeenCalledWith({ full_name: "Asha R Verma", company: "Infosys", phone: null });
    expect(toastSuccess).toHaveBeenCalledWith({ title: "Profile updated", description: "Your changes have been saved." });
    expect(onSaved).toHaveBeenCalled();
  });

  it("shows the server's field messages beside the fields and keeps the input", async () => {
    const save = vi.fn().mockRejectedValue(
      new ApiError(400, "validation_error", "Please check the form for errors.", {
        company: "Company name must be less than 100 characters",
      }),
    );
    const onSaved = renderForm(save);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Company/), "Cortexa");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Company name must be less than 100 characters")).toBeInTheDocument();
    expect(screen.getByLabelText(/Company/)).toHaveValue("Cortexa");
    expect(toastError).toHaveBeenCalledWith({ title: "Validation Error", description: "Please check the form for errors." });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("toasts other failures and keeps the input", async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(500, "error", "Internal Server Error"));
    const onSaved = renderForm(save);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Phone/), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(toastError).toHaveBeenCalledWith({ title: "Error", description: "Unable to update your profile. Please try again." });
    expect(screen.getByLabelText(/Phone/)).toHaveValue("+91 98765 43210");
    expect(console.error).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
