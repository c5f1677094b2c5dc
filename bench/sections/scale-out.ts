import type { Section } from "../lib/types";

export const scaleOut: Section = async () => {
  throw new Error("not built yet");
};
