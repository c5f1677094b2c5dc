// /solutions/financial-services: four solution cards; three certification programs with level,
// duration and price (in dollars: 2,999, 3,499 and 2,499); two application cards; buttons Enroll Now,
// Start Learning Today, Schedule Consultation, View Programs, Corporate Training.
import { Banknote, CandlestickChart, FileCheck, Landmark, Scale, ShieldCheck, Umbrella } from "lucide-react";
import { paths } from "#contracts/pages";
import type { Action, CallToAction, Feature, Hero, MarketingProgram, SectionIntro } from "./types";

const hero: Hero = {
  theme: "emerald",
  icon: Landmark,
  eyebrow: "Financial Services",
  title: "AI Training for",
  highlight: "Banking, Insurance & Fintech",
  description:
    "Prepare your analysts, risk managers and engineers to build, validate and govern AI, from fraud detection to credit scoring, with certification programs designed alongside practitioners from leading banks and NBFCs.",
  actions: [
    { label: "Start Learning Today", to: paths.auth },
    { label: "Schedule Consultation", to: paths.contact },
  ],
  points: [
    "Case studies from Indian and global financial institutions",
    "Model risk management and explainability built in",
    "Globally recognised certification, priced in US dollars",
  ],
};

const solutionsIntro: SectionIntro = {
  title: "AI Solutions for Finance",
  description: "The four capabilities financial institutions ask us for most, each taught on realistic, anonymised data.",
};

const solutions: Feature[] = [
  {
    icon: ShieldCheck,
    title: "Fraud Detection & Prevention",
    description:
      "Spot fraudulent card, UPI and insurance transactions in real time with anomaly detection and graph analytics.",
  },
  {
    icon: Scale,
    title: "Credit Risk Modelling",
    description:
      "Build explainable credit-scoring and early-warning models, including for thin-file borrowers, that satisfy model validators.",
  },
  {
    icon: CandlestickChart,
    title: "Algorithmic Trading",
    description:
      "Design, back-test and monitor machine-learning trading signals with sound risk controls and realistic costs.",
  },
  {
    icon: FileCheck,
    title: "Regulatory Compliance & RegTech",
    description:
      "Automate KYC, AML screening and regulatory reporting with NLP, while keeping humans in the loop and audits clean.",
  },
];

const programsIntro: SectionIntro = {
  title: "Certification Programs",
  description: "Industry-recognised certifications with live sessions, graded projects and a final assessment.",
};

const programs: MarketingProgram[] = [
  {
    title: "Certified AI Risk Analyst",
    description: "Credit, market and operational risk models with machine learning, validation and model governance.",
    level: "Intermediate",
    duration: "10 weeks",
    price: { amount: 2999, currency: "USD" },
    skills: ["Credit scoring", "Model validation", "Explainable AI", "Stress testing"],
  },
  {
    title: "AI for Quantitative Finance",
    description: "Time-series forecasting, portfolio optimisation and reinforcement learning for trading strategies.",
    level: "Advanced",
    duration: "12 weeks",
    price: { amount: 3499, currency: "USD" },
    skills: ["Time-series models", "Portfolio optimisation", "Back-testing", "Reinforcement learning"],
  },
  {
    title: "AI in Banking Operations",
    description: "Automate onboarding, KYC, collections and customer service with practical AI tools and workflows.",
    level: "Beginner",
    duration: "8 weeks",
    price: { amount: 2499, currency: "USD" },
    skills: ["Process automation", "Document AI", "Chatbots", "Customer analytics"],
  },
];

/** On each certification program card. */
const programActions: Action[] = [{ label: "Enroll Now", to: paths.auth }];

const applicationsIntro: SectionIntro = {
  title: "Real-World Applications",
  description: "How our graduates apply what they learn across the financial sector.",
};

const applications: Feature[] = [
  {
    icon: Banknote,
    title: "Retail & Corporate Banking",
    description: "Banks use AI to know their customers better, lend more safely and serve them around the clock.",
    points: [
      "Customer churn prediction and next-best offer",
      "Automated KYC and document verification",
      "Early-warning signals for loan defaults",
      "Conversational assistants for customer service",
    ],
  },
  {
    icon: Umbrella,
    title: "Insurance & Wealth Management",
    description: "Insurers and wealth managers use AI to price risk, settle claims faster and personalise advice.",
    points: [
      "Claims triage and fraud scoring",
      "Risk-based underwriting and pricing",
      "Robo-advisory and portfolio rebalancing",
      "Personalised product recommendations",
    ],
  },
];

const cta: CallToAction = {
  title: "Build an AI-Ready Finance Team",
  description:
    "Browse all our programs, or talk to us about a tailored program for your bank, insurer or fintech.",
  actions: [
    { label: "View Programs", to: paths.programs },
    { label: "Corporate Training", to: paths.corporateTraining },
  ],
};

export const financialServices = {
  hero,
  solutionsIntro,
  solutions,
  programsIntro,
  programs,
  programActions,
  applicationsIntro,
  applications,
  cta,
};
