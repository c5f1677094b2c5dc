import { abbreviate } from "~/lib/format";
import type { Statistic } from "~/content/home/statistics";

// Spec: the statistics counters go from 0 to their targets in about 50 steps of 40 ms each.
export const COUNTER_STEPS = 50;
export const COUNTER_STEP_MS = 40;

/** The counter's value after `step` of COUNTER_STEPS steps: 0 at step 0, exactly the target at the last. */
export function counterValue(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.round((target * step) / steps);
}

/** "500K+", "98%", "1000+": the displayed text of a statistic at a given step. */
export function statisticText(stat: Statistic, step: number): string {
  const value = counterValue(stat.target, step);
  return (stat.abbreviate ? abbreviate(value) : String(value)) + stat.suffix;
}
