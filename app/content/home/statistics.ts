export interface Statistic {
  /** The number the counter ends on. */
  target: number;
  /** Show thousands and millions as K and M (500000 → 500K). */
  abbreviate: boolean;
  /** Written after the number: "+" or "%". */
  suffix: string;
  label: string;
}

export const statistics: Statistic[] = [
  { target: 500_000, abbreviate: true, suffix: "+", label: "Learners trained" },
  { target: 98, abbreviate: false, suffix: "%", label: "Completion rate" },
  { target: 1000, abbreviate: false, suffix: "+", label: "Enterprise clients" },
  { target: 50, abbreviate: false, suffix: "+", label: "Countries" },
];
