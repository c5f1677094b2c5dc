import { paths } from "#contracts/pages";

export interface PricingPlan {
  name: string;
  subtitle: string;
  /** "Price from", per hour. Strings, so the spec's figures are shown exactly. */
  priceUSD: string;
  priceINR: string;
  duration: string;
  description: string;
  features: string[];
  /** Extra fees, shown under the features. */
  extraFees: string[];
  /** /auth (the spec's target), carrying the plan on to /team/new after sign-in (issue 26). */
  cta: { label: string; href: string };
  highlighted: boolean;
  badge?: string;
}

export const pricingPlans: PricingPlan[] = [
  {
    name: "AI Training Essentials",
    subtitle: "Foundation Program",
    priceUSD: "$100",
    priceINR: "₹5,999",
    duration: "1-4 weeks",
    description: "Hands-on AI foundations for teams starting their AI journey.",
    features: ["Workshops for up to 20 employees", "1 month of support"],
    extraFees: ["ToC and client meetings $10 or ₹499", "Consulting $300 or ₹25K"],
    cta: { label: "Get Started", href: `${paths.auth}?plan=essentials` },
    highlighted: false,
  },
  {
    name: "AI Corporate Suite",
    subtitle: "Advanced / Enterprise Program",
    priceUSD: "$200",
    priceINR: "₹7,999",
    duration: "1-12 weeks",
    description: "Advanced programs with certification and mentorship for growing AI teams.",
    features: ["Training for 20-40 employees", "Certification", "3-month mentorship"],
    extraFees: ["Meetings $20 or ₹999", "Consulting $600 or ₹50K"],
    cta: { label: "Start Free Trial", href: `${paths.auth}?plan=corporate` },
    highlighted: true,
    badge: "Most Popular",
  },
  {
    name: "AI Excellence Partnership",
    subtitle: "Custom Enterprise",
    priceUSD: "Custom",
    priceINR: "Quote",
    duration: "Ongoing",
    description: "A long-term AI transformation partnership, scoped and priced with your leadership team.",
    features: [],
    extraFees: [],
    cta: { label: "Request a Quote", href: `${paths.auth}?plan=partnership` },
    highlighted: false,
  },
];
