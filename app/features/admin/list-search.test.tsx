// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListSearch } from "./list-search";

afterEach(cleanup);

function renderSearch(initial = "") {
  const onSearch = vi.fn();
  render(<ListSearch label="Accounts" placeholder="E-mail address or name" initial={initial} onSearch={onSearch} />);
  return { onSearch, box: screen.getByRole("searchbox", { name: "Search" }) };
}

describe("ListSearch", () => {
  it("starts from the address's words and sends the trimmed ones", async () => {
    const { onSearch, box } = renderSearch("asha");
    expect(screen.getByRole("search", { name: "Accounts" })).toContainElement(box);
    expect(box).toHaveValue("asha");
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, "  Asha Verma  ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledWith("Asha Verma");
  });

  it("sends nothing to search for (all of the list) for an empty or blank box, also with Enter", async () => {
    const { onSearch, box } = renderSearch("asha");
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, "   {Enter}");
    expect(onSearch).toHaveBeenCalledWith(undefined);
  });
});
