// /solutions/supply-chain: a static industry page: hero, challenges, AI use cases, training modules and a
// call to action.
import {
  Activity,
  Boxes,
  ChartLine,
  Eye,
  PackageSearch,
  Route,
  Scale,
  ShieldAlert,
  TriangleAlert,
  Truck,
  Warehouse,
} from "lucide-react";
import { paths } from "#contracts/pages";
import type { CallToAction, Feature, Hero, SectionIntro, Stat, TrainingModule } from "./types";

const hero: Hero = {
  theme: "ocean",
  icon: Truck,
  eyebrow: "Supply Chain",
  title: "AI Training for",
  highlight: "Smarter Supply Chains",
  description:
    "Give planners, buyers and logistics teams the AI skills to forecast demand, balance inventory and keep goods moving, with hands-on training built on real supply-chain data.",
  actions: [
    { label: "Explore Programs", to: paths.programs },
    { label: "Schedule Consultation", to: paths.contact },
  ],
  points: [
    "Use cases from FMCG, retail, pharma and logistics",
    "Works with the ERP and planning tools you already use",
    "Projects on your own data, under NDA",
  ],
};

const stats: Stat[] = [
  { value: "2,500+", label: "Supply chain professionals trained" },
  { value: "25%", label: "Average gain in forecast accuracy" },
  { value: "30%", label: "Lower inventory holding costs" },
  { value: "15%", label: "Lower logistics costs" },
];

const challengesIntro: SectionIntro = {
  title: "Supply Chain Challenges AI Can Solve",
  description: "The problems our supply-chain clients bring to us most often.",
};

const challenges: Feature[] = [
  {
    icon: Activity,
    title: "Volatile Demand",
    description: "Festive peaks, promotions and sudden shifts in buying make spreadsheet forecasts miss, again and again.",
  },
  {
    icon: Scale,
    title: "Inventory Imbalances",
    description: "Stock-outs in one warehouse and excess stock in another tie up working capital and lose sales.",
  },
  {
    icon: TriangleAlert,
    title: "Rising Logistics Costs",
    description: "Fuel prices, partial loads and last-mile delays eat into margins and customer satisfaction.",
  },
  {
    icon: ShieldAlert,
    title: "Supplier Risk",
    description: "Little visibility into supplier performance and disruptions until it is too late to react.",
  },
];

const useCasesIntro: SectionIntro = {
  title: "AI Use Cases We Teach",
  description: "Each use case is taught hands-on, from the data to a working model and the decision it improves.",
};

const useCases: Feature[] = [
  {
    icon: ChartLine,
    title: "Demand Forecasting",
    description: "Machine-learning forecasts that combine sales history, promotions, weather and festivals.",
  },
  {
    icon: Boxes,
    title: "Inventory Optimisation",
    description: "Safety stock and reorder points set by models, per product and location, not by rules of thumb.",
  },
  {
    icon: Route,
    title: "Route & Load Optimisation",
    description: "Plan routes and fill trucks with optimisation algorithms that cut distance, cost and emissions.",
  },
  {
    icon: PackageSearch,
    title: "Supplier Risk Scoring",
    description: "Score suppliers on delivery, quality and external risk signals to act before disruptions hit.",
  },
  {
    icon: Warehouse,
    title: "Warehouse Automation",
    description: "Computer vision for inventory counts and damage checks, and smarter slotting and picking.",
  },
  {
    icon: Eye,
    title: "Control Tower Analytics",
    description: "End-to-end visibility dashboards with alerts that flag delays and exceptions as they happen.",
  },
];

const modulesIntro: SectionIntro = {
  title: "Training Modules",
  description: "Modules can be taken on their own or combined into a learning path for your supply-chain team.",
};

const modules: TrainingModule[] = [
  {
    title: "Supply Chain Analytics Foundations",
    duration: "4 weeks",
    level: "Beginner",
    topics: ["Supply-chain data and KPIs", "Python and SQL basics", "Descriptive analytics", "Dashboards"],
  },
  {
    title: "AI-Driven Demand Forecasting",
    duration: "6 weeks",
    level: "Intermediate",
    topics: ["Time-series models", "Gradient-boosted forecasts", "Promotion and festival effects", "Forecast accuracy metrics"],
  },
  {
    title: "Inventory & Network Optimisation",
    duration: "8 weeks",
    level: "Advanced",
    topics: ["Multi-echelon inventory", "Linear and integer programming", "Network design", "Scenario simulation"],
  },
  {
    title: "Logistics AI & Control Towers",
    duration: "6 weeks",
    level: "Advanced",
    topics: ["Vehicle routing", "ETA prediction", "Real-time exception alerts", "Carrier analytics"],
  },
];

const cta: CallToAction = {
  title: "Build a Data-Driven Supply Chain Team",
  description:
    "Tell us about your network and your goals, and we will design a training program around your products, partners and data.",
  actions: [
    { label: "Schedule Consultation", to: paths.contact },
    { label: "View Success Stories", to: paths.caseStudies },
  ],
};

export const supplyChain = {
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
