import type { Section } from "../lib/types";

export const axe: Section = async () => {
  throw new Error("not built yet");
};
