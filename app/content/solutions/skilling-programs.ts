// /solutions/skilling-programs: four programs with price (49,999, 59,999, 39,999 and 69,999 rupees),
// duration, level and skills; four pathway tiers (Entry Level, Professional, Specialist, Leadership);
// buttons View Details and Enroll Now.
import { Award, BriefcaseBusiness, GraduationCap, Sprout } from "lucide-react";
import { paths } from "#contracts/pages";
import type { Action, CallToAction, Feature, Hero, MarketingProgram, SectionIntro, Tier } from "./types";

const hero: Hero = {
  theme: "violet",
  icon: Sprout,
  eyebrow: "Skilling Programs",
  title: "Job-Ready AI Skills for",
  highlight: "the Careers of Tomorrow",
  description:
    "Structured, mentor-led programs that take you from the basics to a job-ready portfolio in AI, machine learning and data science, with EMI options and placement support.",
  actions: [
    { label: "Explore Programs", to: paths.programs },
    { label: "Talk to an Advisor", to: paths.contact },
  ],
  points: [
    "Live classes on weekday evenings and weekends",
    "Portfolio of real projects reviewed by mentors",
    "No-cost EMI on programs above ₹10,000",
  ],
};

const programsIntro: SectionIntro = {
  title: "Our Skilling Programs",
  description: "Four programs for different starting points and goals, each ending in an industry-recognised certificate.",
};

const programs: MarketingProgram[] = [
  {
    title: "AI & Machine Learning Foundations",
    description: "Start from zero: Python, statistics and the core machine-learning algorithms, with three guided projects.",
    price: { amount: 49999, currency: "INR" },
    duration: "12 weeks",
    level: "Beginner",
    skills: ["Python", "Statistics", "Supervised learning", "Model evaluation"],
  },
  {
    title: "Data Science Professional",
    description: "Become a data scientist: data wrangling, SQL, feature engineering, machine learning and storytelling with data.",
    price: { amount: 59999, currency: "INR" },
    duration: "16 weeks",
    level: "Intermediate",
    skills: ["Pandas", "SQL", "Feature engineering", "Data visualisation"],
  },
  {
    title: "AI-Powered Data Analytics",
    description: "Analyse business data faster with AI assistants, SQL and Power BI, and present insights that drive decisions.",
    price: { amount: 39999, currency: "INR" },
    duration: "8 weeks",
    level: "Beginner",
    skills: ["Excel & Power BI", "SQL", "AI-assisted analysis", "Dashboards"],
  },
  {
    title: "Deep Learning & Generative AI",
    description: "Neural networks, transformers and large language models, from fine-tuning to deploying a GenAI application.",
    price: { amount: 69999, currency: "INR" },
    duration: "20 weeks",
    level: "Advanced",
    skills: ["PyTorch", "Transformers", "LLM fine-tuning", "RAG applications"],
  },
];

/** On each program card. */
const programActions: Action[] = [
  { label: "View Details", to: paths.programs },
  { label: "Enroll Now", to: paths.auth },
];

const tiersIntro: SectionIntro = {
  title: "Your Career Pathway",
  description: "Four tiers from your first AI role to leading AI teams. Start where you are and climb at your own pace.",
};

const tiers: Tier[] = [
  {
    title: "Entry Level",
    description: "Learn the fundamentals and build your first portfolio projects.",
    duration: "3-6 months",
    roles: ["Junior Data Analyst", "AI Associate", "ML Intern"],
  },
  {
    title: "Professional",
    description: "Apply machine learning to real business problems, end to end.",
    duration: "6-12 months",
    roles: ["Data Scientist", "ML Engineer", "Analytics Consultant"],
  },
  {
    title: "Specialist",
    description: "Go deep in one field: computer vision, NLP, generative AI or MLOps.",
    duration: "12-18 months",
    roles: ["NLP Engineer", "Computer Vision Engineer", "MLOps Engineer"],
  },
  {
    title: "Leadership",
    description: "Lead AI teams, set strategy and turn AI into business value.",
    duration: "18+ months",
    roles: ["AI Team Lead", "Head of Data Science", "AI Product Manager"],
  },
];

const supportIntro: SectionIntro = {
  title: "Support at Every Step",
  description: "Every skilling program includes the same learner support.",
};

const support: Feature[] = [
  {
    icon: GraduationCap,
    title: "Mentor-Led Learning",
    description: "Weekly live sessions and doubt-clearing with industry mentors, in small batches.",
  },
  {
    icon: Award,
    title: "Recognised Certificates",
    description: "Earn a verifiable certificate for each program that you can share with employers.",
  },
  {
    icon: BriefcaseBusiness,
    title: "Placement Assistance",
    description: "Resume reviews, mock interviews and introductions to our hiring partners.",
  },
];

const cta: CallToAction = {
  title: "Not Sure Where to Start?",
  description: "Book a free 30-minute counselling session and we will help you choose the right program for your goals.",
  actions: [{ label: "Book a Free Counselling Session", to: paths.contact }],
};

export const skillingPrograms = {
  hero,
  programsIntro,
  programs,
  programActions,
  tiersIntro,
  tiers,
  supportIntro,
  support,
  cta,
};
