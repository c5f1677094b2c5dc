import { useEffect, useState, type RefObject } from "react";

/** Whether a sideways scroller has more to show before (left) and after (right) what is in view. */
export interface SidewaysOverflow {
  before: boolean;
  after: boolean;
}

const none: SidewaysOverflow = { before: false, after: false };

/**
 * Follows a horizontally scrolling element: on a phone a wide table scrolls inside its frame, and
 * the frame shows an edge where there is more (a table cut at a column border looks complete).
 * Updated on scroll and when the element or its content changes size (rows arriving, a rotation).
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [edges, setEdges] = useState(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // Less than a pixel is rounding, not content.
      const next = { before: element.scrollLeft > 1, after: element.scrollLeft < hidden - 1 };
      setEdges((now) => (now.before === next.before && now.after === next.after ? now : next));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, [ref]);
  return edges;
}
