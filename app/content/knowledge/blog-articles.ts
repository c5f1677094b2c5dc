// The blog's eight sample articles (spec section 3: Blog article). Fixed content, never fetched.

export const BLOG_CATEGORIES = [
  "Industry Insights",
  "Technical Tutorial",
  "Case Studies",
  "Technical Deep Dive",
  "AI Ethics",
  "Success Stories",
  "Research Report",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogArticle {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  readTime: string;
  category: BlogCategory;
  tags: string[];
  featured: boolean;
}

export const blogArticles: BlogArticle[] = [
  {
    id: 1,
    title: "The State of Enterprise AI Adoption in India, 2026",
    excerpt:
      "Indian enterprises moved from pilots to production this year. We look at where AI budgets went, which teams got trained first, and why skills, not tools, remain the bottleneck.",
    author: "Ananya Krishnan",
    authorRole: "Head of Research",
    date: "2026-11-12",
    readTime: "8 min read",
    category: "Industry Insights",
    tags: ["Enterprise AI", "India", "Adoption", "Workforce"],
    featured: true,
  },
  {
    id: 2,
    title: "Building a Retrieval-Augmented Chatbot with Python in an Afternoon",
    excerpt:
      "A step-by-step tutorial: chunk your documents, embed them, store the vectors and let a language model answer questions with citations, all in under 200 lines of Python.",
    author: "Rohan Mehta",
    authorRole: "Senior ML Engineer",
    date: "2026-11-05",
    readTime: "12 min read",
    category: "Technical Tutorial",
    tags: ["Python", "RAG", "LLM", "Vector Search", "Tutorial"],
    featured: true,
  },
  {
    id: 3,
    title: "How a Pune Manufacturer Cut Unplanned Downtime by 38%",
    excerpt:
      "Plant engineers with no data-science background learnt to build predictive-maintenance models on their own sensor data. Here is what the twelve-week programme looked like.",
    author: "Vikram Desai",
    authorRole: "Industry Solutions Lead",
    date: "2026-10-28",
    readTime: "6 min read",
    category: "Case Studies",
    tags: ["Manufacturing", "Predictive Maintenance", "IoT"],
    featured: false,
  },
  {
    id: 4,
    title: "Inside Transformers: Attention, Explained Without the Hand-Waving",
    excerpt:
      "Queries, keys and values, multi-head attention and positional encodings, worked through with small matrices you can check by hand, and what they mean for model cost.",
    author: "Dr. Meera Iyer",
    authorRole: "Principal AI Scientist",
    date: "2026-10-20",
    readTime: "15 min read",
    category: "Technical Deep Dive",
    tags: ["Deep Learning", "Transformers", "NLP", "Attention"],
    featured: false,
  },
  {
    id: 5,
    title: "Responsible AI Under India's DPDP Act: A Practical Checklist",
    excerpt:
      "Consent, purpose limitation and data minimisation are now law. A checklist for teams that train or deploy models on personal data, with examples from lending and hiring.",
    author: "Kavya Nair",
    authorRole: "AI Ethics & Policy Advisor",
    date: "2026-10-14",
    readTime: "10 min read",
    category: "AI Ethics",
    tags: ["AI Ethics", "DPDP Act", "Compliance", "Privacy"],
    featured: true,
  },
  {
    id: 6,
    title: "From Support Agent to ML Engineer in Nine Months",
    excerpt:
      "Priya answered customer tickets for five years. She tells us how evening study, a capstone on ticket routing and a mentor's feedback got her a machine-learning role.",
    author: "Sneha Patil",
    authorRole: "Learner Success Manager",
    date: "2026-10-06",
    readTime: "5 min read",
    category: "Success Stories",
    tags: ["Career Change", "Re-skilling", "Machine Learning"],
    featured: false,
  },
  {
    id: 7,
    title: "AI Skills Gap Report: What 1,200 Hiring Managers Told Us",
    excerpt:
      "Our survey across IT services, banking, healthcare and retail shows which AI skills are hardest to hire for, how long roles stay open, and what companies now train in-house.",
    author: "Ananya Krishnan",
    authorRole: "Head of Research",
    date: "2026-09-24",
    readTime: "11 min read",
    category: "Research Report",
    tags: ["Skills Gap", "Hiring", "Survey", "Workforce"],
    featured: false,
  },
  {
    id: 8,
    title: "Generative AI in Indian Banking: Beyond the Chatbot",
    excerpt:
      "Document processing, credit memo drafting and fraud investigation are where banks see real returns. What it takes to get there, and the controls regulators expect.",
    author: "Arjun Sharma",
    authorRole: "Financial Services Practice Lead",
    date: "2026-09-15",
    readTime: "7 min read",
    category: "Industry Insights",
    tags: ["Generative AI", "Banking", "Financial Services", "Risk"],
    featured: false,
  },
];
