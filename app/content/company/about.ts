// About page content: headline stats (the statistics band figures of spec section 9), mission,
// story, values and leadership.
import { HeartHandshake, Lightbulb, Scale, Target, type LucideIcon } from "lucide-react";

export const aboutStats = [
  { value: "500K+", label: "Learners" },
  { value: "98%", label: "Completion" },
  { value: "1000+", label: "Enterprise clients" },
  { value: "50+", label: "Countries" },
] as const;

export const mission = {
  title: "Our Mission",
  text: "To make practical AI skills available to every professional, student and organisation, so that people lead the change AI brings instead of being left behind by it.",
};

export const vision = {
  title: "Our Vision",
  text: "A world where every team knows how to use AI responsibly to solve its own problems, from a hospital in Pune to a factory in Chennai to a bank in Singapore.",
};

export interface Milestone {
  year: string;
  title: string;
  description: string;
}

export const story: Milestone[] = [
  {
    year: "2018",
    title: "A weekend workshop in Bengaluru",
    description:
      "Three engineers ran a weekend machine learning workshop for 40 people. Two hundred more asked for the next one.",
  },
  {
    year: "2020",
    title: "Training goes online",
    description:
      "We built our own learning platform with browser-based labs, so anyone could learn by doing, from anywhere.",
  },
  {
    year: "2022",
    title: "Enterprises and universities join",
    description:
      "Corporate and institutional programs launched; the first hundred enterprise clients trained their teams with us.",
  },
  {
    year: "2024",
    title: "AI tutors for every learner",
    description:
      "Our adaptive learning engine and AI tutor made personalised learning paths the default for every course.",
  },
  {
    year: "2026",
    title: "500,000 learners in 50+ countries",
    description:
      "Today we train professionals, students and faculty worldwide, with offices in Bengaluru, Mumbai, Pune and Hyderabad.",
  },
];

export interface Value {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const values: Value[] = [
  {
    title: "Outcomes over hours",
    description: "We measure success by what learners can build and what teams achieve, not by hours of video watched.",
    icon: Target,
  },
  {
    title: "Learning by doing",
    description: "Every program is built around hands-on labs and real projects with feedback from practitioners.",
    icon: Lightbulb,
  },
  {
    title: "Responsible AI",
    description: "Fairness, privacy and transparency are part of every course, not an optional extra.",
    icon: Scale,
  },
  {
    title: "Access for all",
    description: "Scholarships, regional languages and affordable programs open AI careers to more people.",
    icon: HeartHandshake,
  },
];

export interface Leader {
  name: string;
  role: string;
  bio: string;
  initials: string;
}

export const leadership: Leader[] = [
  {
    name: "Ananya Rao",
    role: "Co-founder and Chief Executive Officer",
    bio: "Former engineering director at a global analytics company; has led AI adoption programs for banks and manufacturers across Asia.",
    initials: "AR",
  },
  {
    name: "Vikram Menon",
    role: "Co-founder and Chief Technology Officer",
    bio: "Built large-scale learning platforms and recommender systems; holds a master's degree in computer science from IIT Madras.",
    initials: "VM",
  },
  {
    name: "Dr. Meera Iyer",
    role: "Chief Learning Officer",
    bio: "Twenty years in education, including a decade as professor of data science; leads curriculum, instructors and certification.",
    initials: "MI",
  },
  {
    name: "Rahul Khanna",
    role: "Chief Revenue Officer",
    bio: "Has helped more than 300 enterprises plan workforce training; leads our sales, partnerships and customer success teams.",
    initials: "RK",
  },
];
