import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { LATER_ATTRIBUTE } from "./early-input";

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered page (and on the server), true afterwards: what a
 * page reads from the address (its query) waits for it, so the prerendered HTML and the first
 * render in the browser agree.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * `fallback` in the prerendered page and until it has hydrated, then `children` (which may load
 * their code: app/lib/prefetched.ts), with `fallback` while they do. For a page whose content
 * depends on the address's query, which the prerender cannot know.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/**
 * A part of a prerendered page whose code loads on its own (`children` from app/lib/prefetched.ts):
 * React hydrates the rest of the page without waiting for that code, and leaves this part as the
 * HTML drew it until the code is in. Until then the part carries `data-hydrates-later`, and the
 * early input (app/lib/early-input.ts) holds what the visitor does in it, then carries it out when
 * called again here.
 * The server's render writes the part in place (app/entry.server.tsx).
 */
export function HydratesLater({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  // The mark is gone from the page: what was held in the part can be carried out.
  useEffect(() => {
    if (hydrated) void window.__earlyInput?.replay();
  }, [hydrated]);
  return (
    <div className="contents" {...{ [LATER_ATTRIBUTE]: hydrated ? undefined : "" }}>
      <Suspense>
        <OnHydrated done={setHydrated}>{children}</OnHydrated>
      </Suspense>
    </div>
  );
}

/** Its effect runs when React has hydrated (or mounted) the Suspense boundary it is in. */
function OnHydrated({ done, children }: { done: (hydrated: true) => void; children: ReactNode }) {
  useEffect(() => done(true), [done]);
  return children;
}
