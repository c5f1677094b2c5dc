import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page paints before React does its work. On a phone the scripts arrive long after the
// prerendered page has painted, so this branch is the usual one and costs nothing. When they
// arrive first (a fast link, the cache), hydration would run before the first frame and hold the
// page blank behind it: then it waits for one frame to be painted (a frame, not the scripts'
// download: that was decision 006's cost). Hidden tabs paint no frames, so they hydrate at once.
const painted = performance.getEntriesByType("paint").length > 0;
if (painted || document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
