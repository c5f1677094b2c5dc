import { useRef } from "react";

type FocusHook = (event: Event) => void;

/**
 * Focus hooks for a Radix dialog opened from code (a button's onClick, a shortcut) rather than by a
 * DialogTrigger. Radix gives the focus back to the trigger when a dialog closes; without one it went
 * to the document's body, and a keyboard or screen reader user lost their place. These give it back
 * to what had it when the dialog opened, when that is still on the page (a removed row's button is
 * not). A hook passed in runs first, and keeps the choice when it prevents the default.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: { onOpenAutoFocus?: FocusHook; onCloseAutoFocus?: FocusHook } = {}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const back = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !back?.isConnected) return;
      event.preventDefault();
      back.focus();
    },
  };
}
