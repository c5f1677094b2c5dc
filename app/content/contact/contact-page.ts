// The contact page's fixed content (spec section 2, Contact page). Addresses, phone numbers and
// office hours come from contracts/company.ts, shared with the footer, the chat assistant and the
// server's acknowledgement e-mail.

import { company } from "#contracts/company";

export const replyPromise = `We reply to every message ${company.replyWithin}.`;

export interface ContactTopic {
  title: string;
  description: string;
}

/** What people usually write to us about: helps a visitor pick a subject. */
export const contactTopics: ContactTopic[] = [
  {
    title: "Corporate and institutional training",
    description: "Programs for your teams or campus, from a first assessment to certification.",
  },
  {
    title: "Programs and enrolment",
    description: "Questions about a workshop, masterclass or course, fees, EMI and schedules.",
  },
  {
    title: "Partnerships and press",
    description: "Technology, academic and media partnerships, interviews and press kits.",
  },
];
