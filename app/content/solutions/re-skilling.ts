// /solutions/re-skilling: four transitions (from role, to role, duration, modules); four benefits; four
// journey steps; an industry demand bar list; three testimonials.
import { Briefcase, Clock, Layers, Repeat, Users } from "lucide-react";
import { paths } from "#contracts/pages";
import type { Testimonial } from "../testimonial";
import type { CallToAction, DemandItem, Feature, Hero, SectionIntro, Step, Transition } from "./types";

const hero: Hero = {
  theme: "sunset",
  icon: Repeat,
  eyebrow: "Re-skilling",
  title: "Move Into an AI Career",
  highlight: "Without Starting Over",
  description:
    "Your experience is an asset. Our re-skilling programs build on what you already know and take you into an AI role in months, not years, while you keep working.",
  actions: [
    { label: "Explore Programs", to: paths.programs },
    { label: "Talk to a Career Advisor", to: paths.contact },
  ],
  points: [
    "A learning path built on your current skills",
    "Evening and weekend batches for working professionals",
    "Career coaching until you land the new role",
  ],
};

const transitionsIntro: SectionIntro = {
  title: "Popular Career Transitions",
  description: "Four well-trodden paths into AI, each with a structured program and a portfolio of projects.",
};

const transitions: Transition[] = [
  {
    oldRole: "Software Developer",
    newRole: "Machine Learning Engineer",
    title: "Software Developer to Machine Learning Engineer",
    duration: "16 weeks",
    description: "Use your coding skills to build, deploy and scale machine-learning systems.",
    modules: ["Maths for machine learning", "Classical ML with scikit-learn", "Deep learning with PyTorch", "Deploying models to production"],
  },
  {
    oldRole: "Business Analyst",
    newRole: "Data Scientist",
    title: "Business Analyst to Data Scientist",
    duration: "20 weeks",
    description: "Turn your domain knowledge and reporting skills into predictive models and experiments.",
    modules: ["Python for analysts", "Statistics and experimentation", "Predictive modelling", "Storytelling with data"],
  },
  {
    oldRole: "System Administrator",
    newRole: "MLOps Engineer",
    title: "System Administrator to MLOps Engineer",
    duration: "18 weeks",
    description: "Bring your infrastructure experience to the pipelines that keep AI running reliably.",
    modules: ["Containers and Kubernetes", "ML pipelines and CI/CD", "Model monitoring", "Cloud AI platforms"],
  },
  {
    oldRole: "Project Manager",
    newRole: "AI Product Manager",
    title: "Project Manager to AI Product Manager",
    duration: "12 weeks",
    description: "Lead AI products from idea to launch by combining delivery skills with AI know-how.",
    modules: ["AI fundamentals for managers", "Designing AI products", "Data strategy and metrics", "Responsible AI and governance"],
  },
];

const benefitsIntro: SectionIntro = {
  title: "Why Re-skill With Us",
  description: "Designed for working professionals who want a new career, not a new degree.",
};

const benefits: Feature[] = [
  {
    icon: Layers,
    title: "Build on What You Know",
    description: "We map your existing skills and skip what you already know, so you only learn what is new.",
  },
  {
    icon: Clock,
    title: "Learn While You Earn",
    description: "Evening and weekend live classes, recorded sessions and flexible deadlines fit around your job.",
  },
  {
    icon: Users,
    title: "Industry Mentors",
    description: "A mentor who has made the same move guides your projects and answers your questions every week.",
  },
  {
    icon: Briefcase,
    title: "Career Support",
    description: "Resume and LinkedIn reviews, mock interviews and referrals to our hiring partners.",
  },
];

const journeyIntro: SectionIntro = {
  title: "Your Re-skilling Journey",
  description: "Four steps from where you are today to your new AI role.",
};

const journey: Step[] = [
  {
    title: "Skills Assessment",
    timing: "Week 1",
    description: "A free assessment and a call with an advisor show your strengths, gaps and best-fit transition.",
  },
  {
    title: "Personalised Learning Path",
    timing: "Week 2",
    description: "We build your learning path and schedule around your experience and your working hours.",
  },
  {
    title: "Hands-On Projects",
    timing: "Weeks 3-16",
    description: "Learn by building real projects with mentor reviews, and grow a portfolio employers can see.",
  },
  {
    title: "Career Transition",
    timing: "Final weeks",
    description: "Interview preparation, referrals and coaching until you start your new role.",
  },
];

const demandIntro: SectionIntro = {
  title: "Industry Demand for AI Skills",
  description: "Where AI-skilled professionals are needed most.",
};

const demandCaption = "Share of employers in each industry actively hiring for AI and data roles (our 2026 hiring-partner survey).";

const demand: DemandItem[] = [
  { label: "IT & Software Services", percent: 92 },
  { label: "Banking & Financial Services", percent: 85 },
  { label: "Healthcare & Life Sciences", percent: 78 },
  { label: "E-commerce & Retail", percent: 74 },
  { label: "Manufacturing", percent: 68 },
  { label: "Telecom & Media", percent: 61 },
];

const testimonialsIntro: SectionIntro = {
  title: "Success Stories",
  description: "Professionals who changed careers with our re-skilling programs.",
};

const testimonials: Testimonial[] = [
  {
    name: "Priya Raghavan",
    role: "Machine Learning Engineer",
    company: "Nimbus Software Services",
    location: "Bengaluru",
    content:
      "After six years as a Java developer I wanted to work on AI. The program built on my coding skills, and my mentor's project reviews made my portfolio stand out. I moved into an ML role within a month of finishing.",
    rating: 5,
    initials: "PR",
  },
  {
    name: "Arjun Mehta",
    role: "Data Scientist",
    company: "Kaveri Finance",
    location: "Mumbai",
    content:
      "I knew the banking domain inside out but had never built a model. The weekend batches let me keep my job, and the capstone on credit risk became the centrepiece of my interviews.",
    rating: 5,
    initials: "AM",
  },
  {
    name: "Sneha Kulkarni",
    role: "AI Product Manager",
    company: "Trailblaze Labs",
    location: "Chennai",
    content:
      "As a project manager I was worried the course would be too technical. It was demanding, but explained clearly, and the product-design modules were exactly what I needed for my new role.",
    rating: 4,
    initials: "SK",
  },
];

const cta: CallToAction = {
  title: "Start Your Career Transition Today",
  description: "Take the free skills assessment and get a personalised re-skilling plan from a career advisor.",
  actions: [
    { label: "Book a Free Assessment", to: paths.contact },
    { label: "Browse Programs", to: paths.programs },
  ],
};

export const reSkilling = {
  hero,
  transitionsIntro,
  transitions,
  benefitsIntro,
  benefits,
  journeyIntro,
  journey,
  demandIntro,
  demandCaption,
  demand,
  testimonialsIntro,
  testimonials,
  cta,
};
