import { paths } from "#contracts/pages";

export interface HeroStat {
  value: string;
  label: string;
}

export interface HeroLink {
  label: string;
  /** An internal path, or an absolute URL that opens in a new tab. */
  href: string;
}

export interface HeroSlide {
  id: number;
  badge: string;
  title: string;
  highlight: string;
  description: string;
  stats: HeroStat[];
  /** A CSS background-image value: gradients instead of photographs (no image download). */
  backgroundImage: string;
  cta: { primary: HeroLink; secondary: HeroLink };
}

/** The product demo video (external, opened in a new tab). */
export const demoVideoUrl = "https://www.youtube.com/watch?v=aircAruvnKk";

const watchDemo: HeroLink = { label: "Watch Demo", href: demoVideoUrl };

export const heroSlides: HeroSlide[] = [
  {
    id: 1,
    badge: "India's AI training partner",
    title: "Build an AI-ready workforce with",
    highlight: "hands-on AI training",
    description:
      "Corporate and institutional programs, skilling, re-skilling and up-skilling journeys led by industry practitioners, with real projects and recognised certification.",
    stats: [
      { value: "500K+", label: "Learners trained" },
      { value: "1000+", label: "Enterprise clients" },
      { value: "50+", label: "Countries" },
    ],
    backgroundImage:
      "radial-gradient(circle at 85% 15%, rgb(129 140 248 / 0.45), transparent 45%), linear-gradient(135deg, #1e1b4b, #3730a3 55%, #6b21a8)",
    cta: { primary: { label: "Start Your Journey", href: paths.auth }, secondary: watchDemo },
  },
  {
    id: 2,
    badge: "Outcomes you can measure",
    title: "Learn from experts and grow",
    highlight: "your career with AI",
    description:
      "Mentor-led cohorts in machine learning, generative AI, data science and MLOps. Every learner ships a capstone project reviewed by an industry mentor.",
    stats: [
      { value: "95%", label: "Placement support success" },
      { value: "4.9/5", label: "Average learner rating" },
      { value: "3x", label: "Faster skill adoption" },
    ],
    backgroundImage:
      "radial-gradient(circle at 15% 85%, rgb(56 189 248 / 0.35), transparent 45%), linear-gradient(135deg, #0c4a6e, #1e3a8a 50%, #312e81)",
    cta: { primary: { label: "Explore Programs", href: paths.programs }, secondary: watchDemo },
  },
  {
    id: 3,
    badge: "Learn anywhere, any time",
    title: "Courses built for every",
    highlight: "stage of your AI journey",
    description:
      "From foundations for first-time learners to leadership programs for executives: online, in person or hybrid, with support whenever you need it.",
    stats: [
      { value: "200+", label: "Courses and labs" },
      { value: "500+", label: "Expert instructors" },
      { value: "24/7", label: "Learner support" },
    ],
    backgroundImage:
      "radial-gradient(circle at 80% 80%, rgb(244 114 182 / 0.3), transparent 45%), linear-gradient(135deg, #4a044e, #581c87 50%, #312e81)",
    cta: { primary: { label: "View Courses", href: paths.programs }, secondary: watchDemo },
  },
];
