import type { Section } from "../lib/types";

export const durability: Section = async () => {
  throw new Error("not built yet");
};
