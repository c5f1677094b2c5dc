// The company's identity and contact facts, once: the footer, the contact page, the chat
// assistant, the page titles (pages.ts) and the server's e-mails all read them from here.
export const company = {
  name: "Cortexa AI",
  tagline: "AI-driven training for enterprises, institutions and learners.",
  email: "hello@cortexa.ai",
  supportEmail: "support@cortexa.ai",
  pressEmail: "press@cortexa.ai",
  phone: "+91 80 4567 8900",
  phoneHref: "tel:+918045678900",
  address: {
    line1: "4th Floor, Prestige Tech Park",
    line2: "Outer Ring Road, Bengaluru, Karnataka 560103",
    country: "India",
  },
  /** The contact reply promise: the contact page, its description, the acknowledgement e-mail. */
  replyWithin: "within 24 hours",
} as const;

/**
 * The logo's mark beside the name, as the site header draws it (app/components/layout/logo.tsx)
 * and the certificate PDF prints it: a rounded square with a diagonal gradient and a white
 * stroke, on a 32 × 32 grid.
 */
export const brandMark = {
  size: 32,
  cornerRadius: 8,
  gradient: ["#4f46e5", "#7e22ce"],
  path: "M10 16a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M16 6v4M16 22v4M6 16h4M22 16h4",
  strokeWidth: 2.2,
} as const;

export interface OfficeHours {
  days: string;
  hours: string;
}

/** Office hours in India Standard Time: the contact page shows them and the acknowledgement e-mail repeats them. */
export const officeHours: OfficeHours[] = [
  { days: "Monday to Friday", hours: "9:00 AM to 6:00 PM" },
  { days: "Saturday", hours: "10:00 AM to 4:00 PM" },
  { days: "Sunday", hours: "Closed" },
];
