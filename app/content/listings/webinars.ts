// Sample webinars for the listing page (spec section 3): hard-coded, never fetched.
// A price of 0 means the webinar is free; other prices are rupees.
export type WebinarLevel = "Beginner" | "Intermediate" | "Advanced";

export interface Webinar {
  id: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  time: string;
  duration: string;
  speaker: string;
  speakerTitle: string;
  capacity: number;
  registered: number;
  /** Whole rupees; 0 means free. */
  price: number;
  topics: string[];
  level: WebinarLevel;
  recording: boolean;
  materials: boolean;
  certificate: boolean;
}

export const webinars: Webinar[] = [
  {
    id: "introduction-to-prompt-engineering",
    title: "Introduction to Prompt Engineering",
    description:
      "Write prompts that give reliable, well-structured answers, and learn the habits that keep AI assistants accurate at work.",
    date: "2027-01-12",
    time: "6:00 PM IST",
    duration: "1 hour",
    speaker: "Kavya Reddy",
    speakerTitle: "Senior AI Trainer, Cortexa AI",
    capacity: 1000,
    registered: 742,
    price: 0,
    topics: ["Prompt patterns", "Few-shot examples", "Structured output", "Hallucination checks", "Prompt libraries"],
    level: "Beginner",
    recording: true,
    materials: true,
    certificate: false,
  },
  {
    id: "building-ai-agents-with-tool-use",
    title: "Building AI Agents with Tool Use",
    description:
      "Design agents that call APIs, query databases and recover from errors, with a live build of a support-ticket triage agent.",
    date: "2027-01-20",
    time: "7:00 PM IST",
    duration: "2 hours",
    speaker: "Aditya Bhatt",
    speakerTitle: "Staff Engineer, Applied AI, Cortexa AI",
    capacity: 300,
    registered: 300,
    price: 999,
    topics: ["Function calling", "Planning loops", "Agent evaluation", "Safety limits"],
    level: "Advanced",
    recording: true,
    materials: true,
    certificate: true,
  },
  {
    id: "data-storytelling-with-ai-dashboards",
    title: "Data Storytelling with AI-Powered Dashboards",
    description:
      "Use AI assistants to explore a dataset, find the story in it and present it to decision makers in a clear dashboard.",
    date: "2027-02-02",
    time: "5:30 PM IST",
    duration: "90 minutes",
    speaker: "Farah Siddiqui",
    speakerTitle: "Analytics Lead, Nilgiri Analytics",
    capacity: 500,
    registered: 463,
    price: 0,
    topics: ["Natural-language queries", "Chart selection", "Executive summaries"],
    level: "Intermediate",
    recording: true,
    materials: false,
    certificate: true,
  },
  {
    id: "ai-for-hr-and-talent-teams",
    title: "AI for HR and Talent Teams",
    description:
      "Practical, responsible uses of AI across hiring, onboarding and learning, with templates your HR team can use the next day.",
    date: "2027-02-16",
    time: "11:00 AM IST",
    duration: "1 hour",
    speaker: "Sunita Rao",
    speakerTitle: "Director, People Analytics, Meridian Advisory",
    capacity: 250,
    registered: 88,
    price: 499,
    topics: ["Screening with care", "Onboarding assistants", "Skills mapping", "Bias safeguards"],
    level: "Beginner",
    recording: false,
    materials: true,
    certificate: true,
  },
];
