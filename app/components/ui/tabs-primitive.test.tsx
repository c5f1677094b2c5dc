// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs-primitive";

afterEach(cleanup);

const names = ["All", "Getting Started", "Billing", "Off"];

function Example({ onChange, disabled = "Off" }: { onChange?: (value: string) => void; disabled?: string }) {
  const [tab, setTab] = useState("All");
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        setTab(value);
        onChange?.(value);
      }}
    >
      <Tabs.List aria-label="Sections">
        {names.map((name) => (
          <Tabs.Trigger key={name} value={name} disabled={name === disabled}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {names.map((name) => (
        <Tabs.Content key={name} value={name}>
          Panel {name}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("links each tab to its panel and shows only the chosen panel", () => {
    render(<Example />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toHaveAttribute("aria-orientation", "horizontal");
    expect(tab("All")).toHaveAttribute("aria-selected", "true");
    expect(tab("All")).toHaveAttribute("data-state", "active");
    expect(tab("Billing")).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("Panel All");
    expect(panel).toHaveAttribute("aria-labelledby", tab("All").id);
    expect(tab("All")).toHaveAttribute("aria-controls", panel.id);
    // A value with a space still makes one id, not a list of two.
    const controls = tab("Getting Started").getAttribute("aria-controls")!;
    expect(controls).not.toMatch(/\s/);
    const hidden = document.getElementById(controls)!;
    expect(hidden).toHaveAttribute("hidden");
    expect(hidden).toBeEmptyDOMElement();
  });

  it("chooses a tab on click, and only the chosen tab is in the Tab order", async () => {
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    await userEvent.click(tab("Billing"));
    expect(tab("Billing")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel Billing");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith("Billing");
    expect(tab("Billing")).toHaveAttribute("tabindex", "0");
    expect(tab("All")).toHaveAttribute("tabindex", "-1");
  });

  it("chooses on press, before the click (like Radix), and not on a right or Ctrl press", () => {
    render(<Example />);
    fireEvent.mouseDown(tab("Billing"), { button: 2 });
    fireEvent.mouseDown(tab("Billing"), { button: 0, ctrlKey: true });
    expect(tab("All")).toHaveAttribute("aria-selected", "true");
    fireEvent.mouseDown(tab("Billing"), { button: 0 });
    expect(tab("Billing")).toHaveAttribute("aria-selected", "true");
  });

  it("moves with the arrow keys, Home and End, wrapping and skipping disabled tabs", async () => {
    render(<Example />);
    await userEvent.tab();
    expect(tab("All")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Getting Started")).toHaveFocus();
    expect(tab("Getting Started")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(tab("Billing")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("All")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Billing")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tab("All")).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel All");
    // Tab leaves the list for the chosen panel.
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("never chooses a disabled tab", async () => {
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    fireEvent.mouseDown(tab("Off"), { button: 0 });
    fireEvent.click(tab("Off"));
    expect(tab("Off")).toHaveAttribute("data-disabled");
    expect(tab("All")).toHaveAttribute("aria-selected", "true");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps its own state when the caller gives only a default", async () => {
    render(
      <Tabs.Root defaultValue="b">
        <Tabs.List>
          <Tabs.Trigger value="a">A</Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">Panel A</Tabs.Content>
        <Tabs.Content value="b">Panel B</Tabs.Content>
      </Tabs.Root>,
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel B");
    await userEvent.click(tab("A"));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel A");
  });
});
