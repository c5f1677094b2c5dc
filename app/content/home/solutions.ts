import type { SectionIconName } from "~/components/ui/section-icons";
import { paths } from "#contracts/pages";

export interface SolutionCard {
  title: string;
  description: string;
  points: string[];
  icon: SectionIconName;
}

export const solutionCards: SolutionCard[] = [
  {
    title: "Corporate Training",
    description: "Custom AI programs for enterprise teams, from skills assessment to measurable business results.",
    points: ["Role-based learning paths", "Projects on your own data"],
    icon: "building2",
  },
  {
    title: "Institutional Training",
    description: "AI curriculum, faculty development and lab support for universities and colleges.",
    points: ["Industry-aligned syllabus", "Faculty certification"],
    icon: "graduationCap",
  },
  {
    title: "Skilling Programs",
    description: "Job-ready AI skills for graduates and early-career professionals, with placement support.",
    points: ["Entry to advanced tracks", "Placement assistance"],
    icon: "target",
  },
  {
    title: "Re-skilling",
    description: "Structured journeys that move analysts, developers and managers into AI roles.",
    points: ["Career transition mentors", "Portfolio projects"],
    icon: "refreshCw",
  },
  {
    title: "Up-skilling",
    description: "Advanced AI/ML, generative AI and AI architecture for experienced professionals.",
    points: ["Generative AI and LLMs", "MLOps in production"],
    icon: "rocket",
  },
  {
    title: "Industry Solutions",
    description: "Programs for supply chain, manufacturing, healthcare and financial services teams.",
    points: ["Sector use cases", "Compliance-aware AI"],
    icon: "layers",
  },
];

/** The solutions section's buttons. */
export const solutionLinks = [
  { label: "Explore Programs", href: paths.programs },
  { label: "Corporate Solutions", href: paths.corporateTraining },
  { label: "Talk to an Expert", href: paths.contact },
];
