// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

afterEach(cleanup);

// A dialog opened from code (no DialogTrigger), as every ConfirmDialog of the site is: a row's
// Remove button sets the state that opens it.
function Row({ removeOnConfirm = false }: { removeOnConfirm?: boolean }) {
  const [open, setOpen] = useState(false);
  const [removed, setRemoved] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      {!removed && (
        <button type="button" onClick={() => setOpen(true)}>
          Remove Asha
        </button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove Asha?"
        description="She loses access to the team's programs."
        confirmLabel="Remove"
        busy={false}
        onConfirm={() => {
          if (removeOnConfirm) setRemoved(true);
          setOpen(false);
        }}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("gives the focus back to the button that opened it when it is cancelled, with Cancel or Escape", async () => {
    const user = userEvent.setup();
    render(<Row />);
    const opener = screen.getByRole("button", { name: "Remove Asha" });
    await user.click(opener);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(opener).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(screen.getByRole("alertdialog", { name: "Remove Asha?" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(opener).toHaveFocus();
  });

  it("gives the focus back after a confirmation, and does not try when the opener is gone", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Row />);
    await user.click(screen.getByRole("button", { name: "Remove Asha" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.getByRole("button", { name: "Remove Asha" })).toHaveFocus();
    unmount();

    render(<Row removeOnConfirm />);
    await user.click(screen.getByRole("button", { name: "Remove Asha" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.queryByRole("button", { name: "Remove Asha" })).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
