// The data science program page: a short hero and the program at a glance.
export interface ProgramFact {
  label: string;
  value: string;
}

export interface CurriculumStage {
  title: string;
  description: string;
}

export const dataScienceProgram = {
  eyebrow: "Flagship program",
  title: "Data Science Program",
  facts: [
    { label: "Duration", value: "24 weeks" },
    { label: "Format", value: "Live online with weekend labs" },
    { label: "Level", value: "Beginner to intermediate" },
    { label: "Certificate", value: "On completing the capstone" },
  ] satisfies ProgramFact[],
  curriculum: [
    { title: "Python for data", description: "NumPy, pandas and clean, testable analysis notebooks." },
    { title: "Statistics and experiments", description: "Probability, inference and A/B tests you can defend." },
    { title: "Machine learning", description: "Regression, trees, ensembles and honest model evaluation." },
    { title: "Capstone project", description: "A real business dataset, weekly mentor reviews and a final demo." },
  ] satisfies CurriculumStage[],
};
