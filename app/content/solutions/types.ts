// Shapes of the solution and industry pages' static content (spec section 3: marketing program record,
// training module; testimonials: ../testimonial.ts). Every page module in this folder exports one typed object.
import type { LucideIcon } from "lucide-react";

/** A link styled as a button. `to` is an internal path (from app/lib/paths.ts). */
export interface Action {
  label: string;
  to: string;
  /** Read to screen readers after the label when the label alone is vague (e.g. "Learn More"). */
  hint?: string;
}

export type HeroTheme =
  | "brand"
  | "teal"
  | "emerald"
  | "blue"
  | "violet"
  | "sunset"
  | "sky"
  | "ocean"
  | "steel";

export interface Hero {
  theme: HeroTheme;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  /** The second, accented line of the h1. */
  highlight: string;
  description: string;
  actions: Action[];
  /** Three short selling points in the hero's side panel. */
  points: string[];
}

export interface SectionIntro {
  title: string;
  description?: string;
}

export interface Stat {
  value: string;
  label: string;
}

/** An icon card: application, solution, benefit, offering, support category, challenge, use case… */
export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  points?: string[];
  /** A short tag shown above the title, e.g. a delivery format or a typical result. */
  tag?: string;
}

export interface Price {
  amount: number;
  currency: "INR" | "USD";
}

/** Marketing program record (spec section 3). Fields a page does not list are left out. */
export interface MarketingProgram {
  title: string;
  description?: string;
  duration?: string;
  level?: string;
  price?: Price;
  skills?: string[];
  topics?: string[];
  certification?: string;
  highlights?: string[];
  oldRole?: string;
  newRole?: string;
}

/** A career transition of the re-skilling page: from role, to role, duration and modules. */
export interface Transition extends MarketingProgram {
  oldRole: string;
  newRole: string;
  duration: string;
  modules: string[];
}

/** Training module (spec section 3, manufacturing). */
export interface TrainingModule {
  title: string;
  duration: string;
  level: string;
  topics: string[];
}

export interface Step {
  title: string;
  description: string;
  /** When it happens, e.g. "Week 1". */
  timing?: string;
}

export interface Tier {
  title: string;
  description: string;
  duration: string;
  roles: string[];
}

export interface IndustryCount {
  icon: LucideIcon;
  name: string;
  count: string;
}

export interface DemandItem {
  label: string;
  /** 0 to 100. */
  percent: number;
}

export interface CaseStudyCard {
  institution: string;
  location: string;
  title: string;
  summary: string;
  results: Stat[];
  link: Action;
}

export interface CallToAction {
  title: string;
  description: string;
  actions: Action[];
}
