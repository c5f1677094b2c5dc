// The help centre: ten FAQs (spec section 3: FAQ; their answers carry the spec's FAQ statements,
// section 9), the FAQ tabs, quick links and popular help topics. Fixed content, never fetched.
import { paths } from "#contracts/pages";

export const FAQ_TABS = [
  "All",
  "Getting Started",
  "Courses",
  "Certification",
  "Billing",
  "Support",
  "Platform",
  "Enterprise",
] as const;

export type FaqTab = (typeof FAQ_TABS)[number];
export type FaqCategory = Exclude<FaqTab, "All">;

export interface Faq {
  question: string;
  answer: string;
  category: FaqCategory;
}

// No FAQ is filed under Platform yet: that tab shows the empty message.
export const faqs: Faq[] = [
  {
    question: "How do I get started with Cortexa AI?",
    answer:
      "Create a free account, browse the program catalogue and enrol in the program that fits your goals. Your dashboard then shows your enrolled programs and your progress.",
    category: "Getting Started",
  },
  {
    question: "Do I need programming experience to join?",
    answer:
      "Not for our foundation programs: they start from the basics of Python and statistics. Intermediate and advanced programs list their prerequisites on the program page.",
    category: "Getting Started",
  },
  {
    question: "How long do the programs take?",
    answer:
      "It depends on the format: workshops 2-3 days, webinars 1-2 hours, masterclasses 8-10 weeks, and certification programs 3-6 months.",
    category: "Courses",
  },
  {
    question: "Are the courses live or self-paced?",
    answer:
      "Both. Workshops, webinars and masterclasses are live with an instructor; certification programs combine self-paced modules with live mentor sessions, and recordings are available for most live sessions.",
    category: "Courses",
  },
  {
    question: "Will I receive a certificate?",
    answer:
      "Yes. Certification programs end with a graded capstone project and an assessment; when you pass, you receive a verifiable digital certificate that you can share on LinkedIn. Workshops and webinars give a certificate of participation.",
    category: "Certification",
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "You can pay by credit or debit cards, net banking, UPI, purchase orders and PayPal. Companies paying by purchase order receive a GST invoice.",
    category: "Billing",
  },
  {
    question: "What is your refund policy?",
    answer:
      "Every paid program comes with a 7-day money-back guarantee: if it is not right for you, ask for a refund within 7 days of enrolling and we return the full fee.",
    category: "Billing",
  },
  {
    question: "Can I pay in instalments?",
    answer: "Yes. EMI is available for courses above ₹10,000, through most major banks and credit cards.",
    category: "Billing",
  },
  {
    question: "How can I get help while I learn?",
    answer:
      "Our learner support team is available 24/7 by live chat, e-mail and phone, and every program has mentors who answer course questions in the discussion forum.",
    category: "Support",
  },
  {
    question: "Do you offer training for companies?",
    answer:
      "Yes. We design custom programs for teams of any size, with a dedicated account manager. On corporate accounts, managers get team analytics showing enrolment, progress and completion for their people.",
    category: "Enterprise",
  },
];

export interface HelpLink {
  title: string;
  description: string;
  to: string;
}

/** The four quick-link cards under the search box. */
export const quickLinks: HelpLink[] = [
  { title: "Getting Started", description: "Create your account and enrol in your first program.", to: paths.auth },
  { title: "Browse Programs", description: "Explore courses, levels and durations in the catalogue.", to: paths.programs },
  { title: "API Documentation", description: "Connect your learning systems to our REST API.", to: paths.apiDocs },
  { title: "Contact Us", description: "Talk to our team about anything not answered here.", to: paths.contact },
];

export interface HelpTopicGroup {
  title: string;
  links: { label: string; to: string }[];
}

export const popularHelpTopics: HelpTopicGroup[] = [
  {
    title: "Account & Access",
    links: [
      { label: "Creating your account", to: paths.auth },
      { label: "Signing in with Google, GitHub or LinkedIn", to: paths.auth },
      { label: "Your learner dashboard", to: paths.dashboard },
      { label: "How we protect your data", to: paths.privacy },
    ],
  },
  {
    title: "Learning",
    links: [
      { label: "Choosing the right program", to: paths.programs },
      { label: "Upcoming workshops", to: paths.workshops },
      { label: "Live and recorded webinars", to: paths.webinars },
      { label: "Masterclass applications", to: paths.masterclasses },
    ],
  },
  {
    title: "Organisations",
    links: [
      { label: "Corporate training programs", to: paths.corporateTraining },
      { label: "Training for universities", to: paths.institutionalTraining },
      { label: "Customer success stories", to: paths.caseStudies },
      { label: "Terms of service", to: paths.terms },
    ],
  },
];
