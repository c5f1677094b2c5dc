// The hero carousel's behaviour as a pure reducer, so its rules are unit-tested apart from React.
// Spec: auto-advance every 6 s across the slides; a manual choice (a slide, previous or next) pauses
// auto-advance for 10 s, after which it resumes. "stopped" is the visitor's own pause (and the start
// state under prefers-reduced-motion): nothing moves until they press play.

export const AUTO_ADVANCE_MS = 6000;
export const MANUAL_PAUSE_MS = 10_000;

export type CarouselMode = "auto" | "held" | "stopped";

export interface CarouselState {
  index: number;
  count: number;
  mode: CarouselMode;
  /** Bumped on every manual choice, so a second choice restarts the 10 s pause. */
  holds: number;
}

export type CarouselAction =
  | { type: "tick" }
  | { type: "go"; index: number }
  | { type: "next" }
  | { type: "prev" }
  | { type: "resume" }
  | { type: "stop" }
  | { type: "play" };

export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

export function initialCarousel(count: number): CarouselState {
  return { index: 0, count, mode: "auto", holds: 0 };
}

function choose(state: CarouselState, index: number): CarouselState {
  const next = wrapIndex(index, state.count);
  // A visitor who stopped the rotation keeps it stopped; otherwise the choice holds it for 10 s.
  return state.mode === "stopped"
    ? { ...state, index: next }
    : { ...state, index: next, mode: "held", holds: state.holds + 1 };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "tick":
      return state.mode === "auto" ? { ...state, index: wrapIndex(state.index + 1, state.count) } : state;
    case "go":
      return choose(state, action.index);
    case "next":
      return choose(state, state.index + 1);
    case "prev":
      return choose(state, state.index - 1);
    case "resume":
      return state.mode === "held" ? { ...state, mode: "auto" } : state;
    case "stop":
      return { ...state, mode: "stopped" };
    case "play":
      return { ...state, mode: "auto" };
  }
}

/** What the timer should do next in this state: advance after 6 s, resume after 10 s, or nothing. */
export function nextTimer(state: CarouselState): { action: CarouselAction; delay: number } | null {
  if (state.mode === "auto") return { action: { type: "tick" }, delay: AUTO_ADVANCE_MS };
  if (state.mode === "held") return { action: { type: "resume" }, delay: MANUAL_PAUSE_MS };
  return null;
}
