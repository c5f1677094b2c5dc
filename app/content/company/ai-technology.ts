// AI Technology page content (spec section 2): figures, four core technologies, six tools,
// four Innovation Lab items and the security claims.
import {
  Brain,
  ChartColumn,
  CodeXml,
  FileLock2,
  Gauge,
  KeyRound,
  ListChecks,
  Lock,
  MessageSquare,
  Route,
  ScanEye,
  ShieldCheck,
  Sparkles,
  Workflow,
  type LucideIcon,
} from "lucide-react";

export const aiFigures = [
  { value: "50+", label: "AI models" },
  { value: "99.9%", label: "Uptime SLA" },
  { value: "1M+", label: "API requests per day" },
  { value: "15ms", label: "Average response" },
] as const;

export interface CoreTechnology {
  title: string;
  description: string;
  capabilities: string[];
  icon: LucideIcon;
}

export const coreTechnologies: CoreTechnology[] = [
  {
    title: "Adaptive Learning Engine",
    description: "Models that read each learner's results and pace, and choose the next lesson, exercise or review.",
    capabilities: ["Knowledge tracing per skill", "Personalised learning paths", "Spaced-repetition reviews"],
    icon: Brain,
  },
  {
    title: "Natural Language Processing",
    description:
      "Language models tuned on our course material answer questions, explain code and give feedback on written work.",
    capabilities: ["Course-grounded answers with sources", "Feedback on assignments", "Support for English and Hindi"],
    icon: MessageSquare,
  },
  {
    title: "Computer Vision",
    description: "Vision models power the image and video labs learners build with, and check diagrams in assessments.",
    capabilities: ["Ready-made datasets for labs", "Automatic checks of lab results", "Accessible image descriptions"],
    icon: ScanEye,
  },
  {
    title: "Predictive Analytics",
    description: "Forecasts that show managers which learners may need help and which skills their teams are missing.",
    capabilities: [
      "Early alerts on learners at risk",
      "Team skill-gap forecasts",
      "Training return-on-investment reports",
    ],
    icon: ChartColumn,
  },
];

export interface AiTool {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const aiTools: AiTool[] = [
  {
    title: "AI Tutor",
    description: "Answers questions about any lesson, day or night, with links to the exact part of the course.",
    icon: Sparkles,
  },
  {
    title: "Code Lab",
    description: "A browser-based Python and notebook environment with GPUs, ready in seconds.",
    icon: CodeXml,
  },
  {
    title: "Skills Assessment",
    description: "Adaptive tests that measure real skill levels in 20 minutes instead of two hours.",
    icon: ListChecks,
  },
  {
    title: "Learning Path Builder",
    description: "Builds a plan for a role, such as data analyst or ML engineer, from a learner's current skills.",
    icon: Route,
  },
  {
    title: "Progress Analytics",
    description: "Dashboards for learners and managers: progress, time spent, scores and certificates.",
    icon: Gauge,
  },
  {
    title: "Workflow Integrations",
    description: "Connects to your HR system, single sign-on, Slack and Microsoft Teams.",
    icon: Workflow,
  },
];

export type LabStatus = "Production" | "Beta" | "Development" | "Research";

export interface LabItem {
  title: string;
  description: string;
  status: LabStatus;
}

export const innovationLab: LabItem[] = [
  {
    title: "AI Teaching Assistant",
    description: "Grades coding assignments and explains mistakes line by line, reviewed by our instructors.",
    status: "Production",
  },
  {
    title: "Voice Learning in Indian Languages",
    description: "Spoken lessons and a voice tutor in Hindi, Tamil, Telugu, Kannada and Marathi.",
    status: "Beta",
  },
  {
    title: "Simulated Workplace Projects",
    description: "Realistic AI projects with simulated stakeholders, messy data and changing requirements.",
    status: "Development",
  },
  {
    title: "Skills Graph Intelligence",
    description: "Maps how skills relate across 2,000 job roles to predict which skills a team will need next.",
    status: "Research",
  },
];

export interface SecurityClaim {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const securityClaims: SecurityClaim[] = [
  {
    title: "Encryption everywhere",
    description: "TLS 1.3 in transit and AES-256 at rest for all learner and company data.",
    icon: FileLock2,
  },
  {
    title: "Data protection",
    description: "Processes built for India's Digital Personal Data Protection Act and the GDPR; data stored in India.",
    icon: ShieldCheck,
  },
  {
    title: "Access control",
    description: "Single sign-on, role-based permissions and audit logs for enterprise accounts.",
    icon: KeyRound,
  },
  {
    title: "Your data stays yours",
    description: "Company content and learner work are never used to train shared models.",
    icon: Lock,
  },
];
