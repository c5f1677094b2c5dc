// Sample seminars (spec section 3): hard-coded, never fetched. Prices in rupees.
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

export const seminars: Seminar[] = [
  {
    id: "next-decade-of-enterprise-ai",
    title: "The Next Decade of Enterprise AI in India",
    description:
      "Where enterprise AI adoption in India is heading, which capabilities will matter by 2030 and how leadership teams should plan their talent pipeline.",
    date: "2027-01-22",
    time: "10:00 AM IST",
    duration: "90 minutes",
    location: "Cortexa AI Auditorium, Bengaluru",
    speaker: "Dr. Arvind Raghunathan",
    speakerTitle: "Chief AI Scientist, Cortexa AI",
    capacity: 250,
    registered: 231,
    price: 2500,
    topics: ["AI strategy", "Workforce planning", "Sovereign AI"],
    type: "Keynote",
  },
  {
    id: "responsible-ai-regulation-risk-trust",
    title: "Responsible AI: Regulation, Risk and Trust",
    description:
      "A panel of legal, risk and engineering leaders on India's data protection rules, model risk management and building AI that customers trust.",
    date: "2027-02-04",
    time: "3:00 PM IST",
    duration: "2 hours",
    location: "Convention Hall, Connaught Place, New Delhi",
    speaker: "Priya Nair",
    speakerTitle: "Head of AI Governance, Finvista Bank",
    capacity: 150,
    registered: 150,
    price: 1500,
    topics: ["DPDP Act", "Model risk", "Bias audits", "Explainability"],
    type: "Panel Discussion",
  },
  {
    id: "rag-in-production",
    title: "Retrieval-Augmented Generation in Production",
    description:
      "Chunking, embeddings, hybrid search, evaluation and guardrails: lessons from shipping RAG assistants to thousands of enterprise users.",
    date: "2027-02-18",
    time: "11:00 AM IST",
    duration: "3 hours",
    location: "HITEC City, Hyderabad",
    speaker: "Siddharth Menon",
    speakerTitle: "Principal ML Engineer, Cortexa AI",
    capacity: 120,
    registered: 64,
    price: 3000,
    topics: ["Vector search", "RAG evaluation", "Guardrails", "Latency and cost"],
    type: "Technical Seminar",
  },
  {
    id: "ai-in-indian-banking",
    title: "AI in Indian Banking and Fintech",
    description:
      "How banks and fintechs use AI for credit underwriting, fraud detection and customer service, with results from three live deployments.",
    date: "2027-03-03",
    time: "4:00 PM IST",
    duration: "2 hours",
    location: "Bandra Kurla Complex, Mumbai",
    speaker: "Neha Kulkarni",
    speakerTitle: "Partner, Analytics Practice, Meridian Advisory",
    capacity: 200,
    registered: 161,
    price: 2000,
    topics: ["Credit scoring", "Fraud detection", "Conversational banking"],
    type: "Industry Insights",
  },
];
