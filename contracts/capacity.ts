// Seat arithmetic (spec sections 2 and 9), shared by the listing cards, the server's registration
// rules and the browser tests. Plain functions with no imports. `taken` is always the live figure:
// the sample count plus the registrations made on the site.

/** Badge thresholds in percent of capacity: Filling Fast / Limited Seats at 80 %, Almost Full at 90 %. */
export const CAPACITY_BADGES = {
  workshop: { label: "Filling Fast", atPercent: 80 },
  seminar: { label: "Limited Seats", atPercent: 80 },
  event: { label: "Almost Full", atPercent: 90 },
} as const;

export type CapacityBadgeKind = keyof typeof CAPACITY_BADGES;

/** Whole percentage of seats taken: taken ÷ capacity, rounded (the masterclass seat bar). */
export function percentFull(taken: number, capacity: number): number {
  return capacity > 0 ? Math.round((taken / capacity) * 100) : 0;
}

/**
 * True when taken is at least `percent` % of capacity. Compared exactly in integers, not on the
 * rounded percentage, so 79.6 % does not count as 80 %.
 */
export function reachesPercent(taken: number, capacity: number, percent: number): boolean {
  return capacity > 0 && taken * 100 >= capacity * percent;
}

/** The capacity badge's label when a card has reached its threshold, otherwise null. */
export function capacityBadge(kind: CapacityBadgeKind, taken: number, capacity: number): string | null {
  const badge = CAPACITY_BADGES[kind];
  return reachesPercent(taken, capacity, badge.atPercent) ? badge.label : null;
}

/** Registration closes when enrolled or registered is at least capacity. */
export function isFull(taken: number, capacity: number): boolean {
  return taken >= capacity;
}

/** Seats still open, never negative. */
export function seatsLeft(taken: number, capacity: number): number {
  return Math.max(0, capacity - taken);
}
