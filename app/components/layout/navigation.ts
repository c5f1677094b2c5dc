import { paths } from "#contracts/pages";

// The navigation bar's links: four pages and, under Solutions, the five training solutions.
export const navLinks = [
  { name: "Programs", path: paths.programs },
  { name: "AI Technology", path: paths.aiTechnology },
  { name: "About", path: paths.about },
  { name: "Resources", path: paths.resources },
] as const;

export const navSolutions = [
  { name: "Corporate Training", path: paths.corporateTraining },
  { name: "Institutional Training", path: paths.institutionalTraining },
  { name: "Skilling Programs", path: paths.skillingPrograms },
  { name: "Re-skilling", path: paths.reSkilling },
  { name: "Up-skilling", path: paths.upSkilling },
] as const;
