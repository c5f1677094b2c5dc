// Partners page content (spec sections 2 and 3, "Partner"): benefits, partners grouped by
// category, and the four partnership types.
import { Award, Globe, Handshake, Rocket, type LucideIcon } from "lucide-react";

export const partnerCategories = ["Technology", "Academic", "Corporate", "Government & NGO"] as const;
export type PartnerCategory = (typeof partnerCategories)[number];

export interface Partner {
  name: string;
  category: PartnerCategory;
  description: string;
}

/** Who partnerships go to: Download Partner Kit asks this address for the kit. */
export const partnershipsEmail = "partners@cortexa.ai";

export const partnerBenefits: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Reach new learners",
    description: "Offer your courses, tools or programs to 500,000 learners and more than 1,000 enterprise clients.",
    icon: Globe,
  },
  {
    title: "Co-create programs",
    description: "Build joint curricula and certifications with our instructors and learning designers.",
    icon: Handshake,
  },
  {
    title: "Grow together",
    description: "Joint go-to-market plans, referral revenue and shared events in India and abroad.",
    icon: Rocket,
  },
  {
    title: "Recognised expertise",
    description: "Co-branded certificates and a listing on our partner directory for your team.",
    icon: Award,
  },
];

export const partners: Partner[] = [
  {
    name: "Nimbus Cloud Platform",
    category: "Technology",
    description: "GPU cloud credits and managed notebooks for every hands-on lab in our programs.",
  },
  {
    name: "VectorForge",
    category: "Technology",
    description: "Vector database and retrieval tooling used in our generative AI courses.",
  },
  {
    name: "DataLoom Analytics",
    category: "Technology",
    description: "Business intelligence platform behind the analytics labs of our data science track.",
  },
  {
    name: "Deccan Institute of Technology",
    category: "Academic",
    description: "Joint AI minor degree for engineering students, taught by our instructors and their faculty.",
  },
  {
    name: "Western India School of Management",
    category: "Academic",
    description: "AI for business leaders, an executive program for managers and MBA students.",
  },
  {
    name: "Coromandel University",
    category: "Academic",
    description: "Faculty development and a campus AI lab serving 4,000 students a year.",
  },
  {
    name: "Indus Financial Group",
    category: "Corporate",
    description: "Enterprise-wide AI literacy program for 12,000 employees across 40 cities.",
  },
  {
    name: "Sahyadri Manufacturing",
    category: "Corporate",
    description: "Predictive maintenance and quality-inspection training for plant engineers.",
  },
  {
    name: "MedAxis Hospitals",
    category: "Corporate",
    description: "Clinical AI awareness and data skills for doctors, nurses and administrators.",
  },
  {
    name: "State Digital Skills Mission",
    category: "Government & NGO",
    description: "Free AI foundation courses for 25,000 young graduates in tier-2 and tier-3 cities.",
  },
  {
    name: "Code for Every Girl Foundation",
    category: "Government & NGO",
    description: "Scholarships and mentoring for women starting careers in data and AI.",
  },
  {
    name: "Rural Livelihoods Trust",
    category: "Government & NGO",
    description: "Digital and AI skills for rural entrepreneurs and self-help groups, in regional languages.",
  },
];

export interface PartnershipType {
  title: string;
  description: string;
  includes: string[];
}

export const partnershipTypes: PartnershipType[] = [
  {
    title: "Technology Partner",
    description: "Integrate your platform or tools into our programs and labs.",
    includes: ["Tool integration in hands-on labs", "Co-branded certification tracks", "Joint webinars and events"],
  },
  {
    title: "Academic Partner",
    description: "Bring an industry-reviewed AI curriculum to your campus.",
    includes: [
      "Curriculum and credit-bearing courses",
      "Faculty development programs",
      "Student projects and internships",
    ],
  },
  {
    title: "Corporate Partner",
    description: "Train your workforce and shape programs for your industry.",
    includes: ["Custom learning paths for your teams", "Dedicated success manager", "Quarterly impact reports"],
  },
  {
    title: "Impact Partner",
    description: "Work with us on skilling programs for communities that need them most.",
    includes: ["Subsidised and free program seats", "Regional-language delivery", "Placement support for graduates"],
  },
];
