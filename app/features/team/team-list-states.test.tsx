// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ListStates } from "~/features/admin/admin-table";
import { ApiError } from "~/lib/api-client";
import { TeamListStates } from "./team-frame";

afterEach(cleanup);

const refused = { error: new ApiError(403, "forbidden", "You do not manage this organisation."), isError: true, isPending: false, data: undefined } as unknown as UseQueryResult<string[]>;

/** A list whose query the server refused (403), as the page draws it. */
function renderRefused(States: typeof ListStates) {
  render(
    <MemoryRouter>
      <States query={refused} what="people">
        {() => <p>rows</p>}
      </States>
    </MemoryRouter>,
  );
}

// A 403 on a team page: the manager's role changed while the page was open. The page says so in
// its own frame, not with the staff inbox's "Not authorised" page.
describe("a team page's list refused by the server", () => {
  it("says the caller no longer manages the organisation", () => {
    renderRefused(TeamListStates);
    expect(screen.getByRole("alert")).toHaveTextContent("You no longer manage this organisation. Reload the page to see what you can do.");
    expect(screen.queryByRole("heading", { name: "Not authorised" })).toBeNull();
    expect(screen.queryByText("rows")).toBeNull();
  });

  it("stays the staff page's \"Not authorised\" on a staff list", () => {
    renderRefused(ListStates);
    expect(screen.getByRole("heading", { name: "Not authorised" })).toBeVisible();
  });
});
