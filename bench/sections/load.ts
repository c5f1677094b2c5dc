import type { Section } from "../lib/types";

export const load: Section = async () => {
  throw new Error("not built yet");
};
