import type { Section } from "../lib/types";

export const memory: Section = async () => {
  throw new Error("not built yet");
};
