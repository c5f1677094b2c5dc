// Open positions on the careers page (spec section 3, "Job"). Counts per department are computed
// from this list, never typed by hand. Customer Success has no opening at the moment, so its
// filter shows the spec's empty message.
import { GraduationCap, HeartPulse, Laptop, TrendingUp, type LucideIcon } from "lucide-react";

export const departments = ["Engineering", "Product", "Education", "Sales", "Research", "Customer Success"] as const;
export type Department = (typeof departments)[number];

export type JobLevel = "Junior" | "Mid" | "Senior" | "Mid-Senior" | "Director";
export type JobType = "Full-time" | "Contract" | "Internship";

export interface Job {
  id: string;
  title: string;
  department: Department;
  location: string;
  type: JobType;
  level: JobLevel;
  description: string;
  requirements: string[];
  responsibilities: string[];
  perks: string[];
  /** ISO date (YYYY-MM-DD). */
  postedDate: string;
}

/** Where applications and CVs go: Apply Now and Send Your Resume open a message to this address. */
export const careersEmail = "careers@cortexa.ai";

export const jobs: Job[] = [
  {
    id: "eng-senior-full-stack",
    title: "Senior Full-Stack Engineer, Learning Platform",
    department: "Engineering",
    location: "Bengaluru (Hybrid)",
    type: "Full-time",
    level: "Senior",
    description:
      "Build the platform that 500,000 learners use every week: course player, hands-on labs, progress tracking and the enterprise admin console.",
    requirements: [
      "5+ years building production web applications with TypeScript and React",
      "Solid experience with Node.js services and PostgreSQL",
      "Care for accessibility, performance and clean, tested code",
    ],
    responsibilities: [
      "Own features end to end, from design review to production monitoring",
      "Mentor engineers and lead technical design discussions",
      "Work with instructors and product managers to shape the learner experience",
    ],
    perks: ["Health insurance for you and your family", "Annual learning budget of ₹1,00,000", "ESOPs"],
    postedDate: "2026-11-02",
  },
  {
    id: "eng-ml-engineer",
    title: "Machine Learning Engineer, Personalised Learning",
    department: "Engineering",
    location: "Bengaluru",
    type: "Full-time",
    level: "Mid",
    description:
      "Design the recommendation and assessment models that adapt every learning path to the learner's pace, role and goals.",
    requirements: [
      "3+ years training and deploying ML models in production",
      "Strong Python, PyTorch or scikit-learn, and SQL",
      "Experience with recommender systems or learning analytics is a plus",
    ],
    responsibilities: [
      "Build and evaluate models for course recommendations and skill assessment",
      "Ship models behind reliable, monitored APIs",
      "Run experiments and share results with the product team",
    ],
    perks: ["Health insurance for you and your family", "GPU budget for side projects", "Flexible working hours"],
    postedDate: "2026-10-24",
  },
  {
    id: "eng-junior-frontend",
    title: "Frontend Engineer",
    department: "Engineering",
    location: "Remote (India)",
    type: "Full-time",
    level: "Junior",
    description:
      "Join a small team that builds fast, accessible pages and learning tools used on every kind of device, from budget phones to office desktops.",
    requirements: [
      "1+ year of professional experience, or a strong portfolio of projects",
      "Good knowledge of HTML, CSS, JavaScript and React",
      "Eagerness to learn testing, accessibility and performance practices",
    ],
    responsibilities: [
      "Build user interfaces from designs with care for detail",
      "Write browser and unit tests for the features you build",
      "Take part in code reviews and pair-programming sessions",
    ],
    perks: ["Home-office allowance", "Structured mentorship programme", "Free access to all Cortexa AI courses"],
    postedDate: "2026-11-10",
  },
  {
    id: "product-manager-enterprise",
    title: "Product Manager, Enterprise Learning",
    department: "Product",
    location: "Bengaluru (Hybrid)",
    type: "Full-time",
    level: "Mid-Senior",
    description:
      "Own the tools that HR and L&D leaders use to plan, run and measure AI training programs for thousands of employees.",
    requirements: [
      "4+ years of product management for B2B SaaS",
      "Comfort with data: you define metrics and read them yourself",
      "Excellent written communication",
    ],
    responsibilities: [
      "Talk to enterprise customers every week and turn their needs into a clear roadmap",
      "Work with design and engineering from discovery to launch",
      "Measure outcomes and iterate",
    ],
    perks: ["Health insurance for you and your family", "ESOPs", "Annual team offsite"],
    postedDate: "2026-10-18",
  },
  {
    id: "edu-curriculum-designer",
    title: "AI Curriculum Designer",
    department: "Education",
    location: "Pune (Hybrid)",
    type: "Full-time",
    level: "Mid",
    description:
      "Turn complex AI topics into clear, hands-on learning journeys for professionals, students and faculty.",
    requirements: [
      "3+ years designing technical courses or training programs",
      "Working knowledge of machine learning and Python",
      "Experience with instructional design frameworks such as ADDIE or backward design",
    ],
    responsibilities: [
      "Design modules, labs and assessments with subject-matter experts",
      "Review learner feedback and completion data to improve courses",
      "Keep content current with fast-moving AI tools",
    ],
    perks: ["Flexible working hours", "Conference budget", "Free access to all Cortexa AI courses"],
    postedDate: "2026-11-05",
  },
  {
    id: "edu-lead-instructor-genai",
    title: "Lead Instructor, Generative AI",
    department: "Education",
    location: "Hyderabad (Hybrid)",
    type: "Full-time",
    level: "Senior",
    description:
      "Lead live workshops and masterclasses on large language models, retrieval-augmented generation and responsible AI for enterprise teams.",
    requirements: [
      "5+ years in ML or software engineering, including hands-on work with LLMs",
      "Experience teaching or presenting to technical audiences",
      "Willingness to travel for on-site corporate sessions",
    ],
    responsibilities: [
      "Deliver live sessions online and at client sites",
      "Coach a team of instructors and teaching assistants",
      "Contribute to the Generative AI curriculum",
    ],
    perks: ["Travel allowance", "Health insurance for you and your family", "Speaking opportunities at our events"],
    postedDate: "2026-10-29",
  },
  {
    id: "sales-enterprise-ae",
    title: "Enterprise Account Executive",
    department: "Sales",
    location: "Mumbai",
    type: "Full-time",
    level: "Mid-Senior",
    description:
      "Help large organisations in banking, manufacturing and healthcare plan AI training programs that deliver measurable results.",
    requirements: [
      "5+ years of enterprise B2B sales, ideally in learning or SaaS",
      "A track record of closing multi-stakeholder deals",
      "Genuine curiosity about AI and how teams adopt it",
    ],
    responsibilities: [
      "Build and manage a pipeline of enterprise accounts in western India",
      "Design proposals together with our solutions and education teams",
      "Grow long-term relationships with HR and business leaders",
    ],
    perks: ["Uncapped commission", "Health insurance for you and your family", "ESOPs"],
    postedDate: "2026-11-08",
  },
  {
    id: "research-director-applied-ai",
    title: "Director of Applied AI Research",
    department: "Research",
    location: "Bengaluru",
    type: "Full-time",
    level: "Director",
    description:
      "Lead the research team behind our AI tutors, automated assessment and skills intelligence, and publish what we learn.",
    requirements: [
      "PhD in machine learning or a related field, or equivalent industry experience",
      "8+ years of research, including leading a team",
      "Publications or open-source work in NLP, education technology or recommender systems",
    ],
    responsibilities: [
      "Set the research agenda with the leadership team",
      "Hire and grow a team of researchers and research engineers",
      "Partner with universities on joint research and internships",
    ],
    perks: ["Research and conference budget", "ESOPs", "Sabbatical after four years"],
    postedDate: "2026-10-12",
  },
];

/** Reasons to join, shown above the openings. */
export const careerBenefits: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Learn every day",
    description: "A yearly learning budget, free access to every course we teach and time for side projects.",
    icon: GraduationCap,
  },
  {
    title: "Health and family",
    description: "Medical insurance for you, your partner, children and parents, plus 26 weeks of parental leave.",
    icon: HeartPulse,
  },
  {
    title: "Flexible work",
    description: "Hybrid offices in Bengaluru, Mumbai, Pune and Hyderabad, and remote roles across India.",
    icon: Laptop,
  },
  {
    title: "Ownership",
    description: "Employee stock options for every full-time team member and real ownership of your work.",
    icon: TrendingUp,
  },
];
