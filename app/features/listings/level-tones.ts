// Badge colours shared by the cards: levels green / yellow / red as in the catalogue.
export const levelTone = {
  Beginner: "green",
  Intermediate: "yellow",
  Advanced: "red",
} as const;
