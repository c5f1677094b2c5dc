import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startSessionLookup } from "~/features/auth/session";

// Who is signed in is asked now, while React hydrates, rather than once it has (when the header
// first subscribes): hydrating takes a few hundred milliseconds on a phone, and the pages that wait
// for the session (the dashboard, the team pages, an invitation) wait that much less. The store
// hydrates with "loading" either way (useSyncExternalStore's server snapshot).
startSessionLookup();

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
