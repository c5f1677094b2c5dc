// Resources hub content (spec sections 2, 3 and 9): headline stats, the Resource Library,
// webinars and events, interactive tools, certifications and community.
import {
  Calculator,
  ChartLine,
  ClipboardList,
  FileText,
  GitPullRequest,
  MessagesSquare,
  PlayCircle,
  Target,
  TrendingUp,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { paths, type SitePath } from "#contracts/pages";

export const resourceStats = [
  { value: "500+", label: "Resources" },
  { value: "50K+", label: "Learners" },
  { value: "100+", label: "Contributors" },
  { value: "200+", label: "Enterprise clients" },
] as const;

export type ResourceLevel = "Beginner" | "Intermediate" | "Advanced";

/** A Resource Library item: a title plus, as applicable, the fields of its category. */
export interface ResourceItem {
  title: string;
  type?: "PDF";
  size?: string;
  downloads?: number;
  duration?: string;
  views?: number;
  level?: ResourceLevel;
  industry?: string;
  /** Return on investment as a multiple, e.g. 3.5 for 3.5x. */
  roi?: number;
}

export interface LearningMaterial extends ResourceItem {
  type: "PDF";
  size: string;
  downloads: number;
}
export interface VideoTutorial extends ResourceItem {
  duration: string;
  views: number;
  level: ResourceLevel;
}
export interface CaseStudyItem extends ResourceItem {
  industry: string;
  roi: number;
}

export type ResourceCategory =
  | { kind: "materials"; title: "Learning Materials"; description: string; icon: LucideIcon; items: LearningMaterial[] }
  | { kind: "videos"; title: "Video Tutorials"; description: string; icon: LucideIcon; items: VideoTutorial[] }
  | { kind: "case-studies"; title: "Case Studies"; description: string; icon: LucideIcon; items: CaseStudyItem[] };

export const resourceLibrary: ResourceCategory[] = [
  {
    kind: "materials",
    title: "Learning Materials",
    description: "Guides, cheat sheets and workbooks to download and keep.",
    icon: FileText,
    items: [
      { title: "Machine Learning Fundamentals Guide", type: "PDF", size: "4.2 MB", downloads: 12_400 },
      { title: "Prompt Engineering Cheat Sheet", type: "PDF", size: "1.1 MB", downloads: 28_900 },
      { title: "AI Project Planning Workbook", type: "PDF", size: "2.7 MB", downloads: 8_600 },
    ],
  },
  {
    kind: "videos",
    title: "Video Tutorials",
    description: "Short, practical lessons recorded by our instructors.",
    icon: PlayCircle,
    items: [
      { title: "Python for Data Analysis in 45 Minutes", duration: "45 min", views: 86_000, level: "Beginner" },
      { title: "Building a RAG Chatbot Step by Step", duration: "1 h 10 min", views: 54_000, level: "Intermediate" },
      { title: "Fine-tuning Vision Transformers", duration: "1 h 25 min", views: 21_000, level: "Advanced" },
    ],
  },
  {
    kind: "case-studies",
    title: "Case Studies",
    description: "How organisations turned AI training into measurable results.",
    icon: TrendingUp,
    items: [
      { title: "Demand forecasting skills for a retail chain", industry: "Retail", roi: 2.8 },
      { title: "AI-assisted claims processing in insurance", industry: "Financial Services", roi: 3.6 },
      { title: "Predictive maintenance for an auto-parts maker", industry: "Manufacturing", roi: 4.1 },
    ],
  },
];

export interface ResourceWebinar {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  time: string;
  speakers: string[];
  attendees: number;
  status: "upcoming" | "recorded";
}

export const resourceWebinars: ResourceWebinar[] = [
  {
    title: "Generative AI in the Enterprise: From Pilot to Production",
    date: "2027-01-21",
    time: "4:00 PM IST",
    speakers: ["Ananya Rao", "Vikram Menon"],
    attendees: 1_250,
    status: "upcoming",
  },
  {
    title: "Building an AI-Ready Workforce: Lessons from 200 Companies",
    date: "2027-02-11",
    time: "11:00 AM IST",
    speakers: ["Dr. Meera Iyer", "Rahul Khanna"],
    attendees: 860,
    status: "upcoming",
  },
  {
    title: "Responsible AI in Practice: Fairness, Privacy and Governance",
    date: "2026-11-05",
    time: "3:00 PM IST",
    speakers: ["Dr. Meera Iyer"],
    attendees: 2_140,
    status: "recorded",
  },
];

export interface InteractiveTool {
  name: "AI Readiness Assessment" | "ROI Calculator" | "Skill Gap Analyzer" | "Implementation Planner";
  description: string;
  icon: LucideIcon;
  /** The tool's own page, for the two that are real (issue 28); the other two stay inert. */
  href?: SitePath;
}

export const interactiveTools: InteractiveTool[] = [
  {
    name: "AI Readiness Assessment",
    description: "Twelve questions on strategy, data, skills and governance that show how ready your organisation is for AI.",
    icon: Target,
    href: paths.readinessAssessment,
  },
  {
    name: "ROI Calculator",
    description:
      "Estimate the return on an AI training program from team size, salaries and expected productivity gains.",
    icon: Calculator,
  },
  {
    name: "Skill Gap Analyzer",
    description: "Compare your team's current skills with the skills its AI roadmap needs.",
    icon: ChartLine,
    href: paths.skillGapAnalyzer,
  },
  {
    name: "Implementation Planner",
    description: "Build a step-by-step rollout plan for training and AI adoption, with milestones and owners.",
    icon: ClipboardList,
  },
];

export type CertificationLevel = "Foundation" | "Advanced" | "Leadership" | "Specialized";

export interface Certification {
  title: string;
  level: CertificationLevel;
  /** Duration in hours. */
  duration: number;
  modules: number;
  enrolled: number;
}

export const certifications: Certification[] = [
  { title: "Certified AI Practitioner", level: "Foundation", duration: 40, modules: 8, enrolled: 12_500 },
  { title: "Certified Machine Learning Engineer", level: "Advanced", duration: 120, modules: 16, enrolled: 6_800 },
  { title: "Certified AI Leader", level: "Leadership", duration: 30, modules: 6, enrolled: 3_200 },
  { title: "Certified Generative AI Specialist", level: "Specialized", duration: 60, modules: 10, enrolled: 4_900 },
];

export interface CommunityChannel {
  title: string;
  description: string;
  action: string;
  icon: LucideIcon;
}

export const communityChannels: CommunityChannel[] = [
  {
    title: "Discussion Forum",
    description: "Ask questions, share projects and get answers from learners, mentors and instructors.",
    action: "Visit Forum",
    icon: MessagesSquare,
  },
  {
    title: "Local Meetups",
    description: "Monthly meetups in Bengaluru, Mumbai, Pune, Hyderabad and Delhi, plus online sessions.",
    action: "Find a Meetup",
    icon: UsersRound,
  },
  {
    title: "Open Contributions",
    description: "Join our 100+ contributors who write tutorials, review notebooks and share datasets.",
    action: "Start Contributing",
    icon: GitPullRequest,
  },
  {
    title: "Study Groups",
    description: "Learn with peers on the same course in small groups that meet every week.",
    action: "Join a Study Group",
    icon: Users,
  },
];
