import { Suspense, useSyncExternalStore, type ReactNode } from "react";

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
