// /solutions/corporate-training: stats; four benefits; six offerings; six industries with counts; a
// four-step process (Assessment, Customization, Implementation, Evaluation); buttons Request Custom
// Proposal, Download Curriculum, Schedule Consultation, View Success Stories.
import {
  Brain,
  Briefcase,
  Building2,
  ChartColumn,
  Cpu,
  Factory,
  GraduationCap,
  HeartPulse,
  Landmark,
  Laptop,
  Radio,
  Rocket,
  ShoppingCart,
  Sparkles,
  Target,
  TrendingUp,
  Workflow,
} from "lucide-react";
import { paths } from "#contracts/pages";
import type { CallToAction, Feature, Hero, IndustryCount, SectionIntro, Stat, Step } from "./types";

const hero: Hero = {
  theme: "brand",
  icon: Building2,
  eyebrow: "Corporate Training",
  title: "AI Training That",
  highlight: "Transforms Your Workforce",
  description:
    "Custom AI programs for enterprise teams, from a first skills assessment to measurable business results. Delivered on-site, live online or blended, for ten employees or ten thousand.",
  actions: [
    { label: "Request Custom Proposal", to: paths.contact },
    { label: "Download Curriculum", to: paths.contact },
  ],
  points: [
    "Programs mapped to your roles, tools and data",
    "Practitioner instructors with industry experience",
    "Progress and ROI dashboards for managers",
  ],
};

const stats: Stat[] = [
  { value: "1000+", label: "Enterprise clients" },
  { value: "500K+", label: "Professionals trained" },
  { value: "98%", label: "Completion rate" },
  { value: "3x", label: "Average productivity gain" },
];

const benefitsIntro: SectionIntro = {
  title: "Why Enterprises Choose Us",
  description: "Training that fits the way your organisation works, and proves its value.",
};

const benefits: Feature[] = [
  {
    icon: Target,
    title: "Customised Curriculum",
    description: "Every program starts from your business goals and uses your industry's data, tools and use cases.",
  },
  {
    icon: GraduationCap,
    title: "Expert Instructors",
    description: "Learn from practitioners who have shipped AI in production at leading companies, not from slides.",
  },
  {
    icon: Laptop,
    title: "Flexible Delivery",
    description: "On-site workshops, live virtual classrooms or self-paced learning, scheduled around your teams.",
  },
  {
    icon: TrendingUp,
    title: "Measurable ROI",
    description: "Pre- and post-assessments, project outcomes and manager dashboards show what the training achieved.",
  },
];

const offeringsIntro: SectionIntro = {
  title: "Our Training Offerings",
  description: "Six programs that can run as they are or be combined into a learning path for each role.",
};

const offerings: Feature[] = [
  {
    icon: Sparkles,
    tag: "1-day workshop",
    title: "AI Fundamentals for Everyone",
    description: "AI literacy for every employee: what AI can and cannot do, safe use of AI assistants and data privacy.",
  },
  {
    icon: Brain,
    tag: "8 weeks",
    title: "Machine Learning for Engineers",
    description: "Hands-on model building, evaluation and deployment for software and data engineering teams.",
  },
  {
    icon: Rocket,
    tag: "4 weeks",
    title: "Generative AI & Prompt Engineering",
    description: "Put large language models to work: prompting, retrieval-augmented generation and building copilots.",
  },
  {
    icon: ChartColumn,
    tag: "6 weeks",
    title: "Data Analytics & Visualisation",
    description: "From spreadsheets to insight: SQL, Python and dashboards for analysts and business teams.",
  },
  {
    icon: Briefcase,
    tag: "3-day executive program",
    title: "AI Strategy for Leaders",
    description: "Identify high-value use cases, build the business case and govern AI responsibly across the company.",
  },
  {
    icon: Workflow,
    tag: "6 weeks",
    title: "MLOps & AI Deployment",
    description: "Pipelines, monitoring and governance to take models from notebook to reliable production service.",
  },
];

const industriesIntro: SectionIntro = {
  title: "Industries We Serve",
  description: "Enterprises in every major sector trust us to train their people.",
};

const industries: IndustryCount[] = [
  { icon: Cpu, name: "IT & Technology", count: "320+ companies trained" },
  { icon: Landmark, name: "Banking & Financial Services", count: "180+ companies trained" },
  { icon: HeartPulse, name: "Healthcare & Pharma", count: "140+ companies trained" },
  { icon: Factory, name: "Manufacturing", count: "120+ companies trained" },
  { icon: ShoppingCart, name: "Retail & E-commerce", count: "110+ companies trained" },
  { icon: Radio, name: "Telecom & Media", count: "90+ companies trained" },
];

const processIntro: SectionIntro = {
  title: "Our Training Process",
  description: "A proven four-step approach, from understanding your needs to measuring the results.",
};

const process: Step[] = [
  {
    title: "Assessment",
    timing: "Week 1",
    description: "We assess your teams' current skills, business goals and data maturity through surveys and interviews.",
  },
  {
    title: "Customization",
    timing: "Weeks 2-3",
    description: "We design a learning path for each role, with case studies and projects drawn from your own business.",
  },
  {
    title: "Implementation",
    timing: "Weeks 4-12",
    description: "Expert instructors deliver the program on-site or online, with labs, mentoring and progress tracking.",
  },
  {
    title: "Evaluation",
    timing: "Ongoing",
    description: "We measure skills gained and business impact, report to leadership and plan the next stage.",
  },
];

const cta: CallToAction = {
  title: "Ready to Upskill Your Workforce?",
  description:
    "Talk to our enterprise team about your goals, or see how companies like yours transformed their teams with AI.",
  actions: [
    { label: "Schedule Consultation", to: paths.contact },
    { label: "View Success Stories", to: paths.caseStudies },
  ],
};

export const corporateTraining = {
  hero,
  stats,
  benefitsIntro,
  benefits,
  offeringsIntro,
  offerings,
  industriesIntro,
  industries,
  processIntro,
  process,
  cta,
};
