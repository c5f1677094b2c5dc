// The eight sample whitepapers (spec section 3: Whitepaper). Fixed content, never fetched.

export type WhitepaperCategory =
  | "Market Research"
  | "AI Ethics"
  | "Business Impact"
  | "Technical Guide"
  | "Industry Analysis"
  | "Education Strategy";

export interface Whitepaper {
  id: number;
  title: string;
  description: string;
  abstract: string;
  authors: string[];
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  pages: number;
  downloadCount: number;
  category: WhitepaperCategory;
  topics: string[];
  featured: boolean;
}

export const whitepapers: Whitepaper[] = [
  {
    id: 1,
    title: "The AI Talent Landscape in India 2026",
    description: "Demand, supply and salaries for AI roles across 14 Indian cities and 9 industries.",
    abstract:
      "Based on 2.1 million job postings and a survey of 1,200 hiring managers, this report maps which AI roles are growing fastest, where the shortages are, and how training investment changes time-to-hire.",
    authors: ["Ananya Krishnan", "Dr. Rahul Bose"],
    publishDate: "2026-10-30",
    pages: 48,
    downloadCount: 12480,
    category: "Market Research",
    topics: ["Talent Demand", "Salaries", "Hiring Trends", "Regional Analysis"],
    featured: true,
  },
  {
    id: 2,
    title: "Responsible AI: A Framework for Indian Enterprises",
    description: "Governance, fairness testing and documentation practices aligned with the DPDP Act 2023.",
    abstract:
      "A practical framework for responsible AI: who owns which decision, how to test models for bias before release, what to document, and how to meet the consent and purpose-limitation duties of the Digital Personal Data Protection Act.",
    authors: ["Kavya Nair", "Dr. Meera Iyer"],
    publishDate: "2026-09-18",
    pages: 36,
    downloadCount: 9315,
    category: "AI Ethics",
    topics: ["Governance", "Bias Testing", "DPDP Act", "Model Documentation"],
    featured: true,
  },
  {
    id: 3,
    title: "Measuring the ROI of AI Training Programs",
    description: "A method to link training to productivity, quality and retention, with data from 40 clients.",
    abstract:
      "Training budgets are easier to defend with numbers. We present a four-level measurement model, the metrics our clients track at 30, 90 and 180 days, and an average return of 3.5x across 40 enterprise programmes.",
    authors: ["Arjun Sharma", "Neha Gupta"],
    publishDate: "2026-08-25",
    pages: 28,
    downloadCount: 15720,
    category: "Business Impact",
    topics: ["ROI", "Productivity", "Retention", "Measurement"],
    featured: true,
  },
  {
    id: 4,
    title: "Deploying Large Language Models in Production",
    description: "Architecture patterns, evaluation and cost control for LLM applications.",
    abstract:
      "From prompt design and retrieval to evaluation sets, guardrails, latency budgets and GPU cost, this guide covers the decisions teams face when an LLM prototype has to serve real users.",
    authors: ["Rohan Mehta"],
    publishDate: "2026-07-14",
    pages: 54,
    downloadCount: 8640,
    category: "Technical Guide",
    topics: ["LLMOps", "Evaluation", "Retrieval", "Cost Optimisation"],
    featured: false,
  },
  {
    id: 5,
    title: "AI in Indian Healthcare: Opportunities and Readiness",
    description: "Where hospitals and diagnostics chains apply AI today and what their staff need to learn.",
    abstract:
      "Interviews with 60 hospital and diagnostics leaders on imaging, triage and operations use cases, the data and skills they lack, and a readiness scorecard for providers starting out.",
    authors: ["Dr. Sanjay Rao", "Priya Menon"],
    publishDate: "2026-06-02",
    pages: 32,
    downloadCount: 5210,
    category: "Industry Analysis",
    topics: ["Medical Imaging", "Clinical Operations", "Data Readiness"],
    featured: false,
  },
  {
    id: 6,
    title: "Designing an AI Curriculum for Universities",
    description: "A semester-by-semester plan for undergraduate and postgraduate AI programmes.",
    abstract:
      "Built with faculty from 25 institutions, this paper proposes course sequences, lab infrastructure, assessment methods and faculty development paths that keep an AI curriculum current as the field moves.",
    authors: ["Prof. Lakshmi Venkatesh", "Dr. Rahul Bose"],
    publishDate: "2026-05-11",
    pages: 40,
    downloadCount: 6985,
    category: "Education Strategy",
    topics: ["Curriculum Design", "Faculty Development", "Lab Infrastructure", "Assessment"],
    featured: false,
  },
  {
    id: 7,
    title: "Generative AI Adoption in Financial Services",
    description: "Use cases, risk controls and skills for banks, insurers and NBFCs.",
    abstract:
      "A review of generative AI deployments at Indian banks, insurers and NBFCs: which use cases reached production, the model-risk controls applied, and the roles that needed new skills.",
    authors: ["Arjun Sharma"],
    publishDate: "2026-04-08",
    pages: 30,
    downloadCount: 7430,
    category: "Industry Analysis",
    topics: ["Generative AI", "Model Risk", "Banking", "Insurance"],
    featured: false,
  },
  {
    id: 8,
    title: "Building an AI-Ready Workforce: A Skilling Playbook",
    description: "How to assess skills, choose learning paths and keep employees engaged through training.",
    abstract:
      "A playbook for HR and L&D leaders: skills assessment, role-based learning paths, blended delivery, manager involvement and the completion practices behind our 98% completion rate.",
    authors: ["Neha Gupta", "Sneha Patil"],
    publishDate: "2026-03-16",
    pages: 26,
    downloadCount: 10150,
    category: "Market Research",
    topics: ["Skills Assessment", "Learning Paths", "L&D Strategy", "Engagement"],
    featured: false,
  },
];

/** A featured whitepaper card lists this many topics (spec section 9). */
export const FEATURED_TOPICS_SHOWN = 3;
