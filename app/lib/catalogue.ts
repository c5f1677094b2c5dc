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

/** Display names of the categories (the programs page's tab labels, the dashboard's course cards). */
export const programCategoryLabels: Record<ProgramCategory, string> = {
  "data-science": "Data Science",
  "machine-learning": "Machine Learning",
  "deep-learning": "Deep Learning",
  nlp: "Natural Language Processing",
  "computer-vision": "Computer Vision",
  "ai-ethics": "AI Ethics",
};

export const programLevelLabels: Record<ProgramLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** A stored category's label; an unknown value is shown as stored rather than hidden. */
export const categoryLabel = (category: string) => programCategoryLabels[category as ProgramCategory] ?? category;
export const levelLabel = (level: string) => programLevelLabels[level as ProgramLevel] ?? level;
