// /solutions/up-skilling: four programs (Advanced AI/ML, GenAI Mastery, AI Leadership, AI Architecture)
// with level, duration and skills.
import { Award, CalendarClock, FolderGit2, TrendingUp, Video } from "lucide-react";
import { paths } from "#contracts/pages";
import type { Action, CallToAction, Feature, Hero, MarketingProgram, SectionIntro } from "./types";

const hero: Hero = {
  theme: "sky",
  icon: TrendingUp,
  eyebrow: "Up-skilling",
  title: "Stay Ahead With",
  highlight: "Advanced AI Skills",
  description:
    "For professionals who already work with data and technology: go deeper into machine learning, generative AI, AI architecture and AI leadership, and take on bigger responsibilities.",
  actions: [
    { label: "Explore Programs", to: paths.programs },
    { label: "Talk to an Advisor", to: paths.contact },
  ],
  points: [
    "Advanced curriculum updated every quarter",
    "Capstones on production-scale problems",
    "Designed around a full-time job",
  ],
};

const programsIntro: SectionIntro = {
  title: "Up-skilling Programs",
  description: "Four advanced programs for experienced professionals, each with live sessions and a capstone project.",
};

const programs: MarketingProgram[] = [
  {
    title: "Advanced AI/ML",
    description: "Modern machine learning in depth: ensembles, deep learning, model optimisation and ML system design.",
    level: "Advanced",
    duration: "12 weeks",
    skills: ["Deep learning", "Model optimisation", "ML system design", "Experiment tracking"],
  },
  {
    title: "GenAI Mastery",
    description: "Build reliable applications on large language models, from prompting to fine-tuning and evaluation.",
    level: "Intermediate",
    duration: "8 weeks",
    skills: ["Prompt engineering", "RAG pipelines", "LLM fine-tuning", "AI agents"],
  },
  {
    title: "AI Leadership",
    description: "Set AI strategy, build and lead AI teams, and govern AI responsibly across the organisation.",
    level: "Executive",
    duration: "6 weeks",
    skills: ["AI strategy", "Use-case prioritisation", "AI governance", "Change management"],
  },
  {
    title: "AI Architecture",
    description: "Design scalable, secure and cost-efficient AI platforms on the cloud and on premises.",
    level: "Expert",
    duration: "10 weeks",
    skills: ["Cloud AI platforms", "MLOps at scale", "Vector databases", "Security and cost control"],
  },
];

/** On each program card. */
const programActions: Action[] = [{ label: "Enroll Now", to: paths.auth }];

const formatIntro: SectionIntro = {
  title: "Built for Busy Professionals",
  description: "Every up-skilling program follows the same format.",
};

const format: Feature[] = [
  {
    icon: Video,
    title: "Live Weekend Sessions",
    description: "Interactive classes on Saturdays and Sundays, with recordings for the weeks you travel.",
  },
  {
    icon: FolderGit2,
    title: "Capstone Projects",
    description: "Solve a production-scale problem end to end and add it to your professional portfolio.",
  },
  {
    icon: CalendarClock,
    title: "Flexible Deadlines",
    description: "Assignment deadlines that move with your release cycles, and a free batch transfer if you need it.",
  },
  {
    icon: Award,
    title: "Advanced Certification",
    description: "A verifiable certificate that shows employers exactly which advanced skills you mastered.",
  },
];

const cta: CallToAction = {
  title: "Take the Next Step in Your AI Career",
  description: "Up-skilling a whole team? Our corporate programs add assessments, custom projects and manager dashboards.",
  actions: [
    { label: "Browse All Programs", to: paths.programs },
    { label: "Corporate Programs", to: paths.corporateTraining },
  ],
};

export const upSkilling = {
  hero,
  programsIntro,
  programs,
  programActions,
  formatIntro,
  format,
  cta,
};
