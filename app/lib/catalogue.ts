// Catalogue vocabulary shared by the database schema, the API and the programs page.
export const programCategories = [
  "data-science",
  "machine-learning",
  "deep-learning",
  "nlp",
  "computer-vision",
  "ai-ethics",
] as const;
export type ProgramCategory = (typeof programCategories)[number];

export const programLevels = ["beginner", "intermediate", "advanced"] as const;
export type ProgramLevel = (typeof programLevels)[number];
