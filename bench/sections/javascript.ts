import type { Section } from "../lib/types";

export const javascript: Section = async () => {
  throw new Error("not built yet");
};
