import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useLocation } from "react-router";

/**
 * The behaviour of a disclosure menu (the WAI pattern for site navigation: a button that shows a
 * list of links), shared by the Solutions menu and the language switch: it closes on Escape (focus
 * back on its button), on a click or a focus move outside, and when the page changes.
 */
export function useDisclosure<B extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<B>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return {
    open,
    /** Spread on the element that holds the button and the list. */
    rootProps: {
      ref: root,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      },
      onBlur: (e: FocusEvent) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      },
    },
    /** Spread on the button. */
    buttonProps: { ref: button, "aria-expanded": open, "aria-controls": id, onClick: () => setOpen((o) => !o) },
    /** Spread on the list. */
    listProps: { id, hidden: !open },
  };
}
