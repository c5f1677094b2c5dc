import { useEffect } from "react";
import { Toaster } from "sonner";

// The spec's notification defaults (section 9): 3 visible, 4000 ms, bottom-right, gap 14,
// Alt+T. Width 356 px, swipe threshold and the removal animation are sonner's own defaults.
export default function SiteToaster({ onMount }: { onMount: () => void }) {
  useEffect(() => {
    onMount();
  }, [onMount]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      hotkey={["altKey", "KeyT"]}
      richColors
      closeButton
    />
  );
}
