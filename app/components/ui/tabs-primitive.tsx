import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from "react";

/*
 * Tabs after the WAI-ARIA Authoring Practices "Tabs with automatic activation" pattern, with the
 * same parts and data attributes as Radix Tabs (Root, List, Trigger, Content; data-state
 * active/inactive), which the site used before. Radix Tabs brought about 10 KB gzip of roving focus,
 * collection and presence code to every page with tabs (/auth, /programs, /help, and every private
 * page through its redirect to /auth), all of it loaded before the page answers a tap; this is under
 * 1 KB (measurements in docs/decisions/007).
 *
 * Behaviour: a tab is chosen on press (mousedown, like Radix, so it answers before the click ends),
 * on click (screen readers and the early-input replay send clicks), on Enter or Space, and when it
 * gets focus. Arrow keys, Home and End move focus along the list (wrapping) and so choose a tab. Only
 * the chosen tab is in the Tab order; the chosen panel is focusable. Inactive panels stay in the DOM,
 * hidden and empty, so each tab's aria-controls points at an element.
 */

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`Tabs.${part} must be inside Tabs.Root.`);
  return state;
}

// Values may hold spaces ("Getting Started"); an id may not, and aria-controls is a list of ids.
const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "_");
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${idPart(value)}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${idPart(value)}`;

type RootProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  /** The chosen tab, when the caller keeps it. */
  value?: string;
  /** The first chosen tab, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

function Root({ value, defaultValue, onValueChange, children, ...props }: RootProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? "");
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

function List({ onKeyDown, ...props }: ComponentProps<"div">) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (event.defaultPrevented || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (tabs.length === 0) return;
    event.preventDefault();
    // Focusing a tab chooses it (Trigger's onFocus).
    tabs[move(from < 0 ? 0 : from, tabs.length)]?.focus();
  };
  return <div role="tablist" aria-orientation="horizontal" data-orientation="horizontal" onKeyDown={handleKeyDown} {...props} />;
}

type TriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

function Trigger({ value, disabled, onMouseDown, onClick, onKeyDown, onFocus, ...props }: TriggerProps) {
  const tabs = useTabs("Trigger");
  const selected = tabs.value === value;
  const choose = () => {
    if (!disabled) tabs.select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) choose();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) choose();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ")) choose();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) choose();
      }}
      {...props}
    />
  );
}

type ContentProps = ComponentProps<"div"> & { value: string };

function Content({ value, children, ...props }: ContentProps) {
  const tabs = useTabs("Content");
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      {...props}
    >
      {selected && children}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
