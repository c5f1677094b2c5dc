import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered page (and on the server), true afterwards: what a
 * page reads from the address (its query) waits for it, so the prerendered HTML and the first
 * render in the browser agree.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
