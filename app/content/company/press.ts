// Press & Media page content (spec sections 2 and 3, "Press item"): fixed, never fetched.

export type PressItemType = "press-release" | "news" | "award" | "media";

export interface PressItem {
  id: string;
  type: PressItemType;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Publication or organiser, for coverage, awards and media appearances. */
  source?: string;
  /** Permalink of the item on this page. */
  link: string;
  /** The rest of the story, shown by Read More. */
  details: string;
}

/** The figures in the page hero. */
export const pressFigures = [
  { value: "50,000+", label: "Students trained" },
  { value: "200+", label: "Enterprise clients" },
  { value: "25+", label: "Countries" },
  { value: "92%", label: "Course completion rate" },
] as const;

/** The badge text of each type on a press card. */
export const pressTypeLabels: Record<PressItemType, string> = {
  "press-release": "Press Release",
  news: "News",
  award: "Award",
  media: "Media",
};

const item = (p: Omit<PressItem, "link">): PressItem => ({ ...p, link: `/press#${p.id}` });

export const pressItems: PressItem[] = [
  item({
    id: "pr-genai-academy-launch",
    type: "press-release",
    title: "Cortexa AI launches the Generative AI Academy for enterprise teams",
    description:
      "A 12-week program that takes engineering, product and business teams from LLM fundamentals to production-ready applications.",
    date: "2026-11-12",
    details:
      "The academy combines live sessions with practitioners, hands-on labs on a secure sandbox and a capstone built on each company's own use case. The first cohorts include teams from banking, retail and manufacturing.",
  }),
  item({
    id: "news-economic-times-upskilling",
    type: "news",
    source: "The Economic Times",
    title: "How Indian enterprises are closing the AI skills gap",
    description:
      "A feature on corporate up-skilling quotes Cortexa AI's findings that hands-on labs double course completion for working professionals.",
    date: "2026-10-28",
    details:
      "The article looks at how companies move from one-off workshops to continuous learning paths, and cites our 92% course completion rate across enterprise cohorts.",
  }),
  item({
    id: "award-edtech-excellence-2026",
    type: "award",
    source: "India EdTech Awards 2026",
    title: "Best AI Training Platform for Enterprises",
    description:
      "Cortexa AI was named the best enterprise AI training platform for learner outcomes and measurable business impact.",
    date: "2026-10-15",
    details:
      "The jury recognised our outcome-based approach: every corporate program starts with a skills assessment and ends with a report on the projects delivered by the learners.",
  }),
  item({
    id: "pr-series-b-funding",
    type: "press-release",
    title: "Cortexa AI raises Series B funding to expand AI skilling across Asia",
    description:
      "The new funding will grow our instructor network, open offices in Singapore and Dubai, and extend free skilling programs for students.",
    date: "2026-09-30",
    details:
      "Part of the round is reserved for scholarships: 10,000 free seats in our foundation programs for students from tier-2 and tier-3 cities over the next two years.",
  }),
  item({
    id: "media-podcast-future-of-work",
    type: "media",
    source: "The Future of Work Podcast",
    title: "Our CEO on why every employee needs AI literacy",
    description:
      "A conversation on practical AI adoption, the role of managers in training, and how to measure the return on learning.",
    date: "2026-09-18",
    details:
      "In this 45-minute episode, Ananya Rao shares lessons from training teams in more than 200 enterprises and explains why AI literacy is now as basic as spreadsheet skills.",
  }),
  item({
    id: "news-yourstory-institutions",
    type: "news",
    source: "YourStory",
    title: "Universities partner with Cortexa AI to bring AI labs to campus",
    description:
      "Coverage of our institutional program, which trains faculty and equips colleges with an AI curriculum and cloud lab environments.",
    date: "2026-08-22",
    details:
      "The story follows two engineering colleges in Tamil Nadu and Gujarat where students now complete industry-reviewed AI projects in their final year.",
  }),
  item({
    id: "award-great-place-to-learn",
    type: "award",
    source: "Learning Leaders Forum",
    title: "Most Innovative Learning Experience 2026",
    description:
      "Our adaptive learning paths were recognised for personalising AI training to each learner's role and pace.",
    date: "2026-07-09",
    details:
      "The award highlights the assessment engine that recommends modules based on each learner's results and career goals, used by more than 50,000 students.",
  }),
  item({
    id: "pr-responsible-ai-charter",
    type: "press-release",
    title: "Cortexa AI publishes its Responsible AI Training Charter",
    description:
      "Every program now includes modules on fairness, privacy and transparency, reviewed by an independent advisory board.",
    date: "2026-06-03",
    details:
      "The charter commits us to teaching responsible AI practices in every course, publishing our assessment criteria, and reviewing course content with experts from academia and civil society each year.",
  }),
];

/** The Latest Press filter buttons, in order. `type` null is All. */
export const pressFilters: { label: string; type: PressItemType | null }[] = [
  { label: "All", type: null },
  { label: "Press Releases", type: "press-release" },
  { label: "News Coverage", type: "news" },
  { label: "Awards", type: "award" },
  { label: "Media", type: "media" },
];
