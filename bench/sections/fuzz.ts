import type { Section } from "../lib/types";

export const fuzz: Section = async () => {
  throw new Error("not built yet");
};
