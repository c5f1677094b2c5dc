// Sample webinars for the listing page (spec section 3): hard-coded, never fetched.
// A price of 0 means the webinar is free; other prices are rupees.
import { webinarItems } from "#contracts/items/webinars";
import { durationOf, factsOf, timeLabel } from "#contracts/registration-items";
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

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(webinarItems, id);
  return { id, title: f.title, date: f.startDate, duration: durationOf(f), time: timeLabel(f.startTime), capacity: f.capacity, registered: f.base, price: f.price };
}

export const webinars: Webinar[] = [
  {
    ...facts("introduction-to-prompt-engineering"),
    description:
      "Write prompts that give reliable, well-structured answers, and learn the habits that keep AI assistants accurate at work.",
    speaker: "Kavya Reddy",
    speakerTitle: "Senior AI Trainer, Cortexa AI",
    topics: ["Prompt patterns", "Few-shot examples", "Structured output", "Hallucination checks", "Prompt libraries"],
    level: "Beginner",
    recording: true,
    materials: true,
    certificate: false,
  },
  {
    ...facts("building-ai-agents-with-tool-use"),
    description:
      "Design agents that call APIs, query databases and recover from errors, with a live build of a support-ticket triage agent.",
    speaker: "Aditya Bhatt",
    speakerTitle: "Staff Engineer, Applied AI, Cortexa AI",
    topics: ["Function calling", "Planning loops", "Agent evaluation", "Safety limits"],
    level: "Advanced",
    recording: true,
    materials: true,
    certificate: true,
  },
  {
    ...facts("data-storytelling-with-ai-dashboards"),
    description:
      "Use AI assistants to explore a dataset, find the story in it and present it to decision makers in a clear dashboard.",
    speaker: "Farah Siddiqui",
    speakerTitle: "Analytics Lead, Nilgiri Analytics",
    topics: ["Natural-language queries", "Chart selection", "Executive summaries"],
    level: "Intermediate",
    recording: true,
    materials: false,
    certificate: true,
  },
  {
    ...facts("ai-for-hr-and-talent-teams"),
    description:
      "Practical, responsible uses of AI across hiring, onboarding and learning, with templates your HR team can use the next day.",
    speaker: "Sunita Rao",
    speakerTitle: "Director, People Analytics, Meridian Advisory",
    topics: ["Screening with care", "Onboarding assistants", "Skills mapping", "Bias safeguards"],
    level: "Beginner",
    recording: false,
    materials: true,
    certificate: true,
  },
];
