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
