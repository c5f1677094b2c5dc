// /solutions/manufacturing: a static industry page: hero, challenges, AI use cases, training modules
// (title, duration, level, topics: 8 weeks Intermediate, 6 weeks Advanced, 10 weeks Expert) and a call
// to action.
import {
  CalendarClock,
  Cog,
  Factory,
  Gauge,
  ScanEye,
  TriangleAlert,
  UserRoundCog,
  Wrench,
  Zap,
} from "lucide-react";
import { paths } from "#contracts/pages";
import type { CallToAction, Feature, Hero, SectionIntro, Stat, TrainingModule } from "./types";

const hero: Hero = {
  theme: "steel",
  icon: Factory,
  eyebrow: "Manufacturing",
  title: "AI Training for",
  highlight: "Smart Manufacturing",
  description:
    "Prepare plant engineers, quality teams and operations managers for Industry 4.0, with hands-on training in predictive maintenance, visual inspection and production analytics.",
  actions: [
    { label: "Explore Programs", to: paths.programs },
    { label: "Schedule Consultation", to: paths.contact },
  ],
  points: [
    "Labs on real sensor, machine and image data",
    "On-site training at your plant, in shifts",
    "Pilot projects on your own production lines",
  ],
};

const stats: Stat[] = [
  { value: "3,000+", label: "Plant and quality engineers trained" },
  { value: "45%", label: "Less unplanned downtime" },
  { value: "95%", label: "Defect-detection accuracy in pilots" },
  { value: "20%", label: "Average energy savings" },
];

const challengesIntro: SectionIntro = {
  title: "Manufacturing Challenges AI Can Solve",
  description: "What keeps plant heads and operations leaders up at night, and where AI helps most.",
};

const challenges: Feature[] = [
  {
    icon: TriangleAlert,
    title: "Unplanned Downtime",
    description: "Unexpected machine failures halt lines, miss delivery dates and cost lakhs of rupees an hour.",
  },
  {
    icon: ScanEye,
    title: "Quality Defects",
    description: "Manual inspection misses subtle defects and slows production as volumes grow.",
  },
  {
    icon: Zap,
    title: "Energy & Resource Waste",
    description: "Rising energy bills and material scrap erode margins and sustainability targets.",
  },
  {
    icon: UserRoundCog,
    title: "Skills Gap on the Shop Floor",
    description: "Teams have years of process knowledge but little experience turning machine data into decisions.",
  },
];

const useCasesIntro: SectionIntro = {
  title: "AI Use Cases We Teach",
  description: "Practical applications your teams learn to build, run and improve on the shop floor.",
};

const useCases: Feature[] = [
  {
    icon: Wrench,
    title: "Predictive Maintenance",
    description: "Predict failures from vibration, temperature and current signals, and plan maintenance before breakdowns.",
  },
  {
    icon: ScanEye,
    title: "Visual Quality Inspection",
    description: "Computer-vision models that catch surface, assembly and packaging defects at line speed.",
  },
  {
    icon: Gauge,
    title: "Process Optimisation",
    description: "Find the process settings that raise yield and cut scrap, using machine learning on historian data.",
  },
  {
    icon: CalendarClock,
    title: "Production Planning & Scheduling",
    description: "Schedules that adapt to orders, machine availability and material constraints automatically.",
  },
  {
    icon: Zap,
    title: "Energy Management",
    description: "Forecast and reduce energy use across machines, utilities and shifts.",
  },
  {
    icon: Cog,
    title: "Digital Twins",
    description: "Simulate lines and plants to test changes safely before making them on the shop floor.",
  },
];

const modulesIntro: SectionIntro = {
  title: "Training Modules",
  description: "Three modules that take your teams from machine data to AI running on the shop floor.",
};

const modules: TrainingModule[] = [
  {
    title: "Predictive Maintenance with Machine Learning",
    duration: "8 weeks",
    level: "Intermediate",
    topics: ["Sensor data and IIoT basics", "Anomaly detection", "Remaining-useful-life models", "Maintenance planning"],
  },
  {
    title: "Computer Vision for Quality Inspection",
    duration: "6 weeks",
    level: "Advanced",
    topics: ["Image capture and labelling", "Defect detection with CNNs", "Edge deployment", "Inspection at line speed"],
  },
  {
    title: "Smart Factory & Industry 4.0 Analytics",
    duration: "10 weeks",
    level: "Expert",
    topics: ["Digital twins", "Process optimisation", "Production scheduling", "MLOps for plants"],
  },
];

const cta: CallToAction = {
  title: "Make Your Plant AI-Ready",
  description:
    "We can run a free skills assessment for your engineering teams and propose a training plan with a pilot project on your own lines.",
  actions: [
    { label: "Schedule Consultation", to: paths.contact },
    { label: "View Success Stories", to: paths.caseStudies },
  ],
};

export const manufacturing = {
  hero,
  stats,
  challengesIntro,
  challenges,
  useCasesIntro,
  useCases,
  modulesIntro,
  modules,
  cta,
};
