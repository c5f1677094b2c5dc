import type { SectionIconName } from "~/components/ui/section-icons";

export interface TechnologyCard {
  title: string;
  description: string;
  icon: SectionIconName;
}

export const technologyCards: TechnologyCard[] = [
  { title: "Adaptive Learning Engine", description: "Paths that adjust to each learner's pace, skills and goals.", icon: "brain" },
  { title: "AI Mentor Assistant", description: "Answers questions and reviews code at any hour of the day.", icon: "bot" },
  { title: "Skill Gap Analytics", description: "Team-wide skill maps that show where to invest next.", icon: "chartColumn" },
  { title: "Cloud GPU Labs", description: "Browser-based labs with GPUs ready: nothing to install.", icon: "cpu" },
  { title: "Real-World Datasets", description: "Curated industry data for projects that mirror real work.", icon: "database" },
  { title: "MLOps Pipelines", description: "Practise deploying, monitoring and retraining real models.", icon: "workflow" },
  { title: "Generative AI Studio", description: "Build and evaluate LLM apps with guard-railed sandboxes.", icon: "lightbulb" },
  { title: "Enterprise Security", description: "Single sign-on, role-based access and data kept in India.", icon: "shieldCheck" },
];
