import type { ProgramLevel } from "#contracts/vocabulary";

// Level badge colours (spec): beginner green, intermediate yellow, advanced red.
export const levelTones = { beginner: "green", intermediate: "yellow", advanced: "red" } as const satisfies Record<
  ProgramLevel,
  string
>;
