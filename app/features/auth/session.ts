import { useSyncExternalStore } from "react";
import { getCurrentUser, type CurrentUser } from "./current-user";

// The signed-in state shared by the header, the dashboard and the auth page. The session itself is
// an httpOnly cookie; this store asks the server and keeps every tab in step: a sign-in or
// sign-out in one tab is broadcast, and a tab that comes back into view asks again.

export type SessionState =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: CurrentUser };

const LOADING: SessionState = { status: "loading" };
let state: SessionState = LOADING;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;
let started = false;
let inFlight: Promise<SessionState> | undefined;

function set(next: SessionState) {
  const same =
    next.status === state.status &&
    (next.status !== "signed-in" || (state.status === "signed-in" && state.user.id === next.user.id && state.user.name === next.user.name));
  if (same) return;
  state = next;
  listeners.forEach((l) => l());
}

/** Asks the server who is signed in. */
export function refreshSession(): Promise<SessionState> {
  inFlight ??= getCurrentUser()
    .then((user): SessionState => (user ? { status: "signed-in", user } : { status: "signed-out" }))
    .catch((error): SessionState => {
      console.error("Session lookup failed:", error);
      return state.status === "loading" ? { status: "signed-out" } : state;
    })
    .then((next) => {
      set(next);
      return next;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/**
 * Who is signed in, as this page already knows or is asking: the page's own lookup (the header's,
 * started as the page runs), never a second request while that one is on its way.
 */
export function knownSession(): Promise<SessionState> {
  return state.status === "loading" ? refreshSession() : Promise.resolve(state);
}

/** Tells this tab and the others that the session changed (after sign-in, sign-out, profile edit). */
export async function sessionChanged(): Promise<SessionState> {
  const next = await refreshSession();
  channel?.postMessage("changed");
  return next;
}

/**
 * Starts the lookup and keeps it current (other tabs, a tab coming back into view). The first
 * subscriber starts it; the browser's entry starts it before hydrating (entry.client.tsx), so that
 * the header, the dashboard, the team pages and an invitation have their answer sooner.
 */
export function startSessionLookup() {
  if (started || typeof window === "undefined") return;
  started = true;
  if ("BroadcastChannel" in window) {
    channel = new BroadcastChannel("cortexa-session");
    channel.onmessage = () => void refreshSession();
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refreshSession();
  });
  void refreshSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  startSessionLookup();
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}
