// Sample seminars (spec section 3): hard-coded, never fetched. Prices in rupees.
import { seminarItems } from "#contracts/items/seminars";
import { durationOf, factsOf, timeLabel } from "#contracts/registration-items";
export type SeminarType = "Keynote" | "Panel Discussion" | "Technical Seminar" | "Industry Insights";

export interface Seminar {
  id: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  time: string;
  duration: string;
  location: string;
  speaker: string;
  speakerTitle: string;
  capacity: number;
  registered: number;
  /** Whole rupees. */
  price: number;
  topics: string[];
  type: SeminarType;
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(seminarItems, id);
  return { id, title: f.title, date: f.startDate, duration: durationOf(f), time: timeLabel(f.startTime), location: f.location, capacity: f.capacity, registered: f.base, price: f.price };
}

export const seminars: Seminar[] = [
  {
    ...facts("next-decade-of-enterprise-ai"),
    description:
      "Where enterprise AI adoption in India is heading, which capabilities will matter by 2030 and how leadership teams should plan their talent pipeline.",
    speaker: "Dr. Arvind Raghunathan",
    speakerTitle: "Chief AI Scientist, Cortexa AI",
    topics: ["AI strategy", "Workforce planning", "Sovereign AI"],
    type: "Keynote",
  },
  {
    ...facts("responsible-ai-regulation-risk-trust"),
    description:
      "A panel of legal, risk and engineering leaders on India's data protection rules, model risk management and building AI that customers trust.",
    speaker: "Priya Nair",
    speakerTitle: "Head of AI Governance, Finvista Bank",
    topics: ["DPDP Act", "Model risk", "Bias audits", "Explainability"],
    type: "Panel Discussion",
  },
  {
    ...facts("rag-in-production"),
    description:
      "Chunking, embeddings, hybrid search, evaluation and guardrails: lessons from shipping RAG assistants to thousands of enterprise users.",
    speaker: "Siddharth Menon",
    speakerTitle: "Principal ML Engineer, Cortexa AI",
    topics: ["Vector search", "RAG evaluation", "Guardrails", "Latency and cost"],
    type: "Technical Seminar",
  },
  {
    ...facts("ai-in-indian-banking"),
    description:
      "How banks and fintechs use AI for credit underwriting, fraud detection and customer service, with results from three live deployments.",
    speaker: "Neha Kulkarni",
    speakerTitle: "Partner, Analytics Practice, Meridian Advisory",
    topics: ["Credit scoring", "Fraud detection", "Conversational banking"],
    type: "Industry Insights",
  },
];
