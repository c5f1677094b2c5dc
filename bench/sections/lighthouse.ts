import type { Section } from "../lib/types";

export const lighthouse: Section = async () => {
  throw new Error("not built yet");
};
