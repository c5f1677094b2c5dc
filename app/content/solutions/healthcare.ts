// /solutions/healthcare: hero; four application cards; three training programs (title, description,
// duration, certification, highlights); impact stats; buttons Explore Programs, Download Brochure,
// Enroll Now, Learn More, Start Your Journey.
import { Activity, FlaskConical, HeartPulse, ScanLine, Stethoscope } from "lucide-react";
import { paths } from "#contracts/pages";
import type { Action, CallToAction, Feature, Hero, MarketingProgram, SectionIntro, Stat } from "./types";

const hero: Hero = {
  theme: "teal",
  icon: HeartPulse,
  eyebrow: "Healthcare",
  title: "AI Training for",
  highlight: "Healthcare Professionals",
  description:
    "Equip clinicians, radiologists, hospital administrators and health-tech teams with practical AI skills, from medical imaging to clinical decision support, taught by doctors and data scientists who have deployed AI in Indian hospitals.",
  actions: [
    { label: "Explore Programs", to: paths.programs },
    { label: "Download Brochure", to: paths.contact },
  ],
  points: [
    "Curriculum reviewed by practising clinicians",
    "Hands-on labs on de-identified hospital datasets",
    "Covers patient-data privacy under India's DPDP Act",
  ],
};

const applicationsIntro: SectionIntro = {
  title: "AI Applications in Healthcare",
  description: "Where our learners put AI to work: the four areas our healthcare curriculum is built around.",
};

const applications: Feature[] = [
  {
    icon: ScanLine,
    title: "Medical Imaging & Diagnostics",
    description:
      "Use deep learning to detect anomalies in X-ray, CT and MRI scans, and give radiologists faster, more consistent second reads.",
  },
  {
    icon: Stethoscope,
    title: "Clinical Decision Support",
    description:
      "Build and evaluate models that flag sepsis risk, adverse drug interactions and deteriorating patients before it is too late.",
  },
  {
    icon: Activity,
    title: "Predictive Patient Analytics",
    description:
      "Forecast readmissions, bed occupancy and disease progression from electronic health records to plan care ahead.",
  },
  {
    icon: FlaskConical,
    title: "Drug Discovery & Research",
    description:
      "Apply machine learning to molecular screening, clinical-trial design and real-world evidence studies.",
  },
];

const programsIntro: SectionIntro = {
  title: "Healthcare AI Training Programs",
  description: "Certified programs for clinical, technical and leadership roles, with live mentor sessions and a capstone project.",
};

const programs: MarketingProgram[] = [
  {
    title: "AI in Medical Imaging",
    description:
      "Train and validate deep-learning models for radiology and pathology images, and learn how to bring them safely into a reporting workflow.",
    duration: "12 weeks",
    certification: "Certified AI Medical Imaging Specialist",
    highlights: [
      "CNNs for X-ray, CT and MRI analysis",
      "DICOM handling and expert annotation",
      "Validation studies with radiologists",
      "Capstone on a de-identified imaging dataset",
    ],
  },
  {
    title: "Clinical Data Science",
    description:
      "Turn electronic health records into risk scores and dashboards clinicians trust, with explainable models and sound statistics.",
    duration: "10 weeks",
    certification: "Certified Clinical Data Scientist",
    highlights: [
      "EHR data cleaning and feature engineering",
      "Risk prediction and survival analysis",
      "Explainable AI for clinical teams",
      "Bias and fairness checks on patient data",
    ],
  },
  {
    title: "Healthcare AI Leadership",
    description:
      "For hospital leaders and administrators: choose, govern and scale AI projects that improve care and operations.",
    duration: "6 weeks",
    certification: "Healthcare AI Leadership Certificate",
    highlights: [
      "AI strategy, business cases and ROI",
      "Regulation, ethics and data privacy",
      "Evaluating AI vendors and tools",
      "Leading change with clinical staff",
    ],
  },
];

/** On each program card. */
const programActions: Action[] = [{ label: "Enroll Now", to: paths.auth }];

const impactIntro: SectionIntro = {
  title: "Our Impact in Healthcare",
  description: "What hospitals, clinics and health-tech companies achieved with teams we trained.",
};

const impact: Stat[] = [
  { value: "10,000+", label: "Healthcare professionals trained" },
  { value: "150+", label: "Hospitals and clinics served" },
  { value: "95%", label: "Accuracy of capstone imaging models" },
  { value: "98%", label: "Learner satisfaction" },
];

const cta: CallToAction = {
  title: "Ready to Bring AI to Patient Care?",
  description:
    "Join thousands of healthcare professionals building safer, faster and more personal care with AI. Create your free account to get started.",
  actions: [
    { label: "Start Your Journey", to: paths.auth },
    { label: "Learn More", to: paths.caseStudies, hint: "about our healthcare success stories" },
  ],
};

export const healthcare = {
  hero,
  applicationsIntro,
  applications,
  programsIntro,
  programs,
  programActions,
  impactIntro,
  impact,
  cta,
};
