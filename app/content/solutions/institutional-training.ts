// /solutions/institutional-training: four programs; stats; four support categories; three case-study
// cards whose links point to a placeholder target (/case-studies); buttons Partner With Us and Request
// Partnership Proposal.
import { BookOpen, Briefcase, School, Server, Users } from "lucide-react";
import { paths } from "#contracts/pages";
import type { CallToAction, CaseStudyCard, Feature, Hero, MarketingProgram, SectionIntro, Stat } from "./types";

const hero: Hero = {
  theme: "blue",
  icon: School,
  eyebrow: "Institutional Training",
  title: "AI Education Partnerships for",
  highlight: "Universities and Colleges",
  description:
    "Bring industry-grade AI education to your campus: curriculum aligned with AICTE and UGC guidelines, faculty development, AI labs and certification programs that make your graduates job-ready.",
  actions: [{ label: "Partner With Us", to: paths.contact }],
  points: [
    "Curriculum aligned with AICTE and UGC guidelines",
    "Faculty trained and certified by industry experts",
    "Placement support with our hiring partners",
  ],
};

const programsIntro: SectionIntro = {
  title: "Institutional Programs",
  description: "Four programs that can be adopted one at a time or together as a complete AI education partnership.",
};

const programs: MarketingProgram[] = [
  {
    title: "Faculty Development Program",
    description: "Train your faculty to teach AI and machine learning with confidence, with lesson plans, labs and assessments.",
    duration: "6 weeks",
    highlights: ["Hands-on ML and deep-learning labs", "Teaching kits and question banks", "Faculty certification"],
  },
  {
    title: "AI Curriculum Integration",
    description: "Add AI electives, minors or full specialisations to B.Tech, BCA, MCA and MBA programs.",
    duration: "1 academic year",
    highlights: ["Credit-mapped syllabus and course files", "Industry projects and case studies", "Continuous curriculum updates"],
  },
  {
    title: "Student Certification Program",
    description: "Industry-recognised AI and data science certifications for students, delivered on campus or online.",
    duration: "12 weeks",
    highlights: ["Live mentor-led sessions", "Capstone project with industry review", "Placement preparation"],
  },
  {
    title: "AI Centre of Excellence",
    description: "Set up an AI lab and research centre on campus, with hardware guidance, cloud credits and research mentoring.",
    duration: "3-6 months setup",
    highlights: ["Lab design and GPU infrastructure", "Research and hackathon programs", "Industry-sponsored projects"],
  },
];

const stats: Stat[] = [
  { value: "200+", label: "Partner institutions" },
  { value: "50,000+", label: "Students trained" },
  { value: "3,500+", label: "Faculty members certified" },
  { value: "92%", label: "Course completion rate" },
];

const supportIntro: SectionIntro = {
  title: "Comprehensive Institutional Support",
  description: "Everything your institution needs to run AI education well, in four areas.",
};

const support: Feature[] = [
  {
    icon: BookOpen,
    title: "Curriculum & Content",
    description: "Ready-to-teach course material that stays current with the field.",
    points: ["Syllabus and course files", "Slides, notebooks and datasets", "Assessments and question banks"],
  },
  {
    icon: Server,
    title: "Infrastructure & Labs",
    description: "The computing environment your students need to practise.",
    points: ["AI lab design guidance", "Cloud GPU credits", "Learning platform access"],
  },
  {
    icon: Users,
    title: "Faculty Enablement",
    description: "Ongoing support so your faculty can teach and research with confidence.",
    points: ["Train-the-trainer workshops", "Co-teaching with our experts", "Research mentoring"],
  },
  {
    icon: Briefcase,
    title: "Placement & Industry Connect",
    description: "A bridge between your campus and the companies hiring AI talent.",
    points: ["Internships and live projects", "Hiring-partner network", "Mock interviews and resume reviews"],
  },
];

const caseStudiesIntro: SectionIntro = {
  title: "Success Stories",
  description: "Institutions that transformed their AI education with us.",
};

const caseStudies: CaseStudyCard[] = [
  {
    institution: "Deccan Institute of Technology",
    location: "Pune, Maharashtra",
    title: "An AI specialisation for 1,200 engineering students",
    summary:
      "A B.Tech specialisation in AI and data science, with 40 faculty members certified and a new GPU lab, launched in one semester.",
    results: [
      { value: "85%", label: "Placement rate" },
      { value: "2.1x", label: "Rise in AI internships" },
    ],
    link: { label: "Read Case Study", to: paths.caseStudies },
  },
  {
    institution: "Sahyadri University",
    location: "Mysuru, Karnataka",
    title: "A campus-wide AI literacy program",
    summary:
      "An AI fundamentals course for students of every discipline, from commerce to life sciences, taught by the university's own faculty.",
    results: [
      { value: "6,000+", label: "Students certified" },
      { value: "94%", label: "Completion rate" },
    ],
    link: { label: "Read Case Study", to: paths.caseStudies },
  },
  {
    institution: "Eastern College of Management",
    location: "Bhubaneswar, Odisha",
    title: "AI for business leaders of tomorrow",
    summary:
      "An MBA elective in AI strategy and analytics, with live projects from regional companies and a yearly AI hackathon.",
    results: [
      { value: "40%", label: "Higher average salary offers" },
      { value: "25", label: "Industry projects a year" },
    ],
    link: { label: "Read Case Study", to: paths.caseStudies },
  },
];

const cta: CallToAction = {
  title: "Bring Industry-Ready AI Education to Your Campus",
  description:
    "Tell us about your institution and goals, and we will send a partnership proposal tailored to your programs, faculty and students.",
  actions: [{ label: "Request Partnership Proposal", to: paths.contact }],
};

export const institutionalTraining = {
  hero,
  programsIntro,
  programs,
  stats,
  supportIntro,
  support,
  caseStudiesIntro,
  caseStudies,
  cta,
};
