import { useCallback, useEffect, useRef, useState } from "react";
import { toastError } from "~/features/toast/toast";

/** Spec section 9: the copy confirmation lasts 2 seconds. */
export const COPIED_MARK_MS = 2000;

/**
 * Copies text to the clipboard and remembers which item was copied last, for COPIED_MARK_MS
 * (spec section 4: the last-copied item is cleared after 2 seconds). A new copy restarts the time.
 */
export function useLastCopied<T extends string>() {
  const [copied, setCopied] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (id: T, text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (an insecure origin) or permission refused.
      toastError({ title: "Could not copy", description: "Select the code and copy it with Ctrl+C (⌘C on a Mac)." });
      return false;
    }
    clearTimeout(timer.current);
    setCopied(id);
    timer.current = setTimeout(() => setCopied(null), COPIED_MARK_MS);
    return true;
  }, []);

  return { copied, copy };
}
