import { useEffect, type CSSProperties } from "react";
import { Toaster } from "sonner";

// sonner's light rich colours reach only 3.1–4.4:1 on their tinted backgrounds; the same hues,
// darker, reach at least 5:1 (WCAG AA asks 4.5:1).
const readableRichColors = {
  "--success-text": "hsl(140, 100%, 23%)",
  "--info-text": "hsl(210, 92%, 38%)",
  "--warning-text": "hsl(31, 92%, 30%)",
  "--error-text": "hsl(360, 100%, 40%)",
  // The page's own fonts, not sonner's list: on Hindi pages that list starts with the Devanagari
  // font the page loads, without which a device that has none draws boxes.
  fontFamily: "var(--font-sans)",
} as CSSProperties;

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
      style={readableRichColors}
    />
  );
}
