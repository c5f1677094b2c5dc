import { paths } from "#contracts/pages";

export interface SearchEntry {
  title: string;
  path: string;
  keywords: string[];
}

// The 11 fixed entries of the search dialog (spec section 2).
export const searchEntries: SearchEntry[] = [
  { title: "Corporate Training", path: paths.corporateTraining, keywords: ["enterprise", "business", "team training", "workforce"] },
  { title: "Institutional Training", path: paths.institutionalTraining, keywords: ["university", "college", "education", "faculty"] },
  { title: "Skilling Programs", path: paths.skillingPrograms, keywords: ["skills", "beginner", "career", "certification"] },
  { title: "Re-skilling", path: paths.reSkilling, keywords: ["career change", "transition", "new role"] },
  { title: "Up-skilling", path: paths.upSkilling, keywords: ["advanced", "generative ai", "leadership", "architecture"] },
  { title: "AI Technology", path: paths.aiTechnology, keywords: ["machine learning", "deep learning", "nlp", "computer vision"] },
  { title: "Programs", path: paths.programs, keywords: ["courses", "catalogue", "enroll", "training"] },
  { title: "Resources", path: paths.resources, keywords: ["guides", "tutorials", "webinars", "case studies"] },
  { title: "About", path: paths.about, keywords: ["company", "mission", "team"] },
  { title: "Contact", path: paths.contact, keywords: ["support", "sales", "email", "phone"] },
  { title: "Data Science Program", path: paths.dataScience, keywords: ["python", "statistics", "analytics", "data"] },
];

export const MAX_KEYWORDS_SHOWN = 3;

/** Case-insensitive substring of the query in the title or any keyword. An empty query lists all. */
export function filterSearchEntries(query: string, entries: SearchEntry[] = searchEntries): SearchEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return entries;
  return entries.filter(
    (e) => e.title.toLowerCase().includes(q) || e.keywords.some((k) => k.toLowerCase().includes(q)),
  );
}
