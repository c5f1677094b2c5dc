// The facts of every workshop, seminar, event, webinar and masterclass that the server needs to
// take a registration (title, dates, times, place, seats, price), written once. The listing pages'
// content (app/content/listings/*) builds its cards from these and adds the rest (descriptions,
// topics, speakers…); the server checks seats, writes e-mails and calendar entries from them.
//
// Plain data and functions, no zod: the listing pages import it, and they must stay light.

export const registrationKinds = ["workshop", "seminar", "event", "webinar", "masterclass"] as const;
export type RegistrationKind = (typeof registrationKinds)[number];

/** A registration is live until the learner cancels it. */
export const registrationStatuses = ["registered", "cancelled"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export interface ItemFacts {
  kind: RegistrationKind;
  id: string;
  title: string;
  /** First day, ISO date (YYYY-MM-DD). */
  startDate: string;
  /** Last day, ISO date; equal to startDate for a one-day item. */
  endDate: string;
  /** India Standard Time, 24-hour "HH:MM": when the first day starts. */
  startTime: string;
  /** India Standard Time, "HH:MM": when the last day ends (a weekly item: when each session ends). */
  endTime: string;
  /** Weekly sessions from startDate to endDate (masterclasses) rather than one stretch. */
  weekly?: boolean;
  /** The place as the card shows it ("Bengaluru", "Live online classroom"). */
  location: string;
  /** The venue, for events. */
  venue?: string;
  /** Online only: the e-mail and calendar say "Online". */
  online: boolean;
  capacity: number;
  /** Seats taken before this site took registrations (the sample figure); live = base + registrations. */
  base: number;
  /** Whole rupees; 0 means free. */
  price: number;
  /** Webinars: where to join. */
  joinUrl?: string;
}

type Facts = Omit<ItemFacts, "kind">;
const of = (kind: RegistrationKind, items: Facts[]): ItemFacts[] => items.map((item) => ({ kind, ...item }));

const workshopDay = { startTime: "09:30", endTime: "17:30" };
const eventDay = { startTime: "09:00", endTime: "18:00" };
const masterclassSession = { startTime: "10:00", endTime: "13:00", weekly: true };
const joinUrl = (id: string) => `https://live.cortexa.ai/webinars/${id}`;

export const workshopItems: ItemFacts[] = of("workshop", [
  { id: "genai-for-business-leaders", title: "Generative AI for Business Leaders", startDate: "2027-01-16", endDate: "2027-01-17", ...workshopDay, location: "Bengaluru, Prestige Tech Park", online: false, capacity: 30, base: 26, price: 15000 },
  { id: "deep-learning-with-pytorch", title: "Deep Learning with PyTorch", startDate: "2027-01-28", endDate: "2027-01-30", ...workshopDay, location: "Hyderabad, HITEC City and online", online: false, capacity: 25, base: 25, price: 25000 },
  { id: "mlops-in-practice", title: "MLOps in Practice: From Notebook to Production", startDate: "2027-02-11", endDate: "2027-02-12", ...workshopDay, location: "Live online classroom", online: true, capacity: 40, base: 18, price: 20000 },
  { id: "computer-vision-quality-inspection", title: "Computer Vision for Quality Inspection", startDate: "2027-02-25", endDate: "2027-02-27", ...workshopDay, location: "Pune, Hinjewadi Phase 1", online: false, capacity: 50, base: 40, price: 18000 },
]);

export const seminarItems: ItemFacts[] = of("seminar", [
  { id: "next-decade-of-enterprise-ai", title: "The Next Decade of Enterprise AI in India", startDate: "2027-01-22", endDate: "2027-01-22", startTime: "10:00", endTime: "11:30", location: "Cortexa AI Auditorium, Bengaluru", online: false, capacity: 250, base: 231, price: 2500 },
  { id: "responsible-ai-regulation-risk-trust", title: "Responsible AI: Regulation, Risk and Trust", startDate: "2027-02-04", endDate: "2027-02-04", startTime: "15:00", endTime: "17:00", location: "Convention Hall, Connaught Place, New Delhi", online: false, capacity: 150, base: 150, price: 1500 },
  { id: "rag-in-production", title: "Retrieval-Augmented Generation in Production", startDate: "2027-02-18", endDate: "2027-02-18", startTime: "11:00", endTime: "14:00", location: "HITEC City, Hyderabad", online: false, capacity: 120, base: 64, price: 3000 },
  { id: "ai-in-indian-banking", title: "AI in Indian Banking and Fintech", startDate: "2027-03-03", endDate: "2027-03-03", startTime: "16:00", endTime: "18:00", location: "Bandra Kurla Complex, Mumbai", online: false, capacity: 200, base: 161, price: 2000 },
]);

export const eventItems: ItemFacts[] = of("event", [
  { id: "india-applied-ai-conference-2027", title: "India Applied AI Conference 2027", startDate: "2027-02-18", endDate: "2027-02-19", ...eventDay, location: "Bengaluru", venue: "Whitefield Convention Centre", online: false, capacity: 5000, base: 4620, price: 12000 },
  { id: "genai-build-challenge-2027", title: "GenAI Build Challenge 2027", startDate: "2027-03-06", endDate: "2027-03-07", startTime: "09:00", endTime: "21:00", location: "Online", venue: "Cortexa Virtual Campus", online: true, capacity: 500, base: 500, price: 999 },
  { id: "ai-in-manufacturing-expo", title: "AI in Manufacturing Expo", startDate: "2027-03-25", endDate: "2027-03-27", ...eventDay, location: "Pune", venue: "Auto Cluster Exhibition Centre", online: false, capacity: 3000, base: 1850, price: 1500 },
  { id: "women-in-ai-leadership-summit", title: "Women in AI Leadership Summit", startDate: "2027-04-08", endDate: "2027-04-08", ...eventDay, location: "Mumbai", venue: "Bandra Kurla Convention Hall", online: false, capacity: 1200, base: 1020, price: 4500 },
]);

export const webinarItems: ItemFacts[] = of("webinar", [
  { id: "introduction-to-prompt-engineering", title: "Introduction to Prompt Engineering", startDate: "2027-01-12", endDate: "2027-01-12", startTime: "18:00", endTime: "19:00", location: "Online", online: true, capacity: 1000, base: 742, price: 0, joinUrl: joinUrl("introduction-to-prompt-engineering") },
  { id: "building-ai-agents-with-tool-use", title: "Building AI Agents with Tool Use", startDate: "2027-01-20", endDate: "2027-01-20", startTime: "19:00", endTime: "21:00", location: "Online", online: true, capacity: 300, base: 300, price: 999, joinUrl: joinUrl("building-ai-agents-with-tool-use") },
  { id: "data-storytelling-with-ai-dashboards", title: "Data Storytelling with AI-Powered Dashboards", startDate: "2027-02-02", endDate: "2027-02-02", startTime: "17:30", endTime: "19:00", location: "Online", online: true, capacity: 500, base: 463, price: 0, joinUrl: joinUrl("data-storytelling-with-ai-dashboards") },
  { id: "ai-for-hr-and-talent-teams", title: "AI for HR and Talent Teams", startDate: "2027-02-16", endDate: "2027-02-16", startTime: "11:00", endTime: "12:00", location: "Online", online: true, capacity: 250, base: 88, price: 499, joinUrl: joinUrl("ai-for-hr-and-talent-teams") },
]);

export const masterclassItems: ItemFacts[] = of("masterclass", [
  { id: "large-language-models-theory-to-production", title: "Large Language Models: From Theory to Production", startDate: "2027-02-06", endDate: "2027-04-17", ...masterclassSession, location: "Bengaluru and live online", online: false, capacity: 40, base: 34, price: 75000 },
  { id: "computer-vision-systems", title: "Computer Vision Systems Masterclass", startDate: "2027-02-20", endDate: "2027-04-17", ...masterclassSession, location: "Hyderabad and live online", online: false, capacity: 30, base: 30, price: 68000 },
  { id: "ai-product-strategy-for-leaders", title: "AI Product Strategy for Leaders", startDate: "2027-03-06", endDate: "2027-04-24", ...masterclassSession, location: "Live online", online: true, capacity: 50, base: 21, price: 60000 },
  { id: "reinforcement-learning-decision-intelligence", title: "Reinforcement Learning and Decision Intelligence", startDate: "2027-03-13", endDate: "2027-05-22", ...masterclassSession, location: "Pune and live online", online: false, capacity: 35, base: 29, price: 80000 },
]);

/** Every kind's items, for the server. The pages import their own kind's list, not this. */
export const registrationItems: Record<RegistrationKind, ItemFacts[]> = {
  workshop: workshopItems,
  seminar: seminarItems,
  event: eventItems,
  webinar: webinarItems,
  masterclass: masterclassItems,
};

/** The item of `kind` with `id`, or undefined. */
export function findItem(kind: RegistrationKind, id: string): ItemFacts | undefined {
  return registrationItems[kind]?.find((item) => item.id === id);
}

/** The facts of one item of a list, for the content modules (an unknown id is a programming error). */
export function factsOf(items: readonly ItemFacts[], id: string): ItemFacts {
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`No facts for ${id}`);
  return item;
}

/** "Online", or where it takes place ("Whitefield Convention Centre, Bengaluru"). */
export function placeOf(item: ItemFacts): string {
  if (item.online) return "Online";
  return item.venue ? `${item.venue}, ${item.location}` : item.location;
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MINUTES = 330;

/** The instant of an IST wall-clock date and time ("2027-01-22", "10:00"). */
export function istToDate(isoDate: string, time: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, min) - IST_OFFSET_MINUTES * 60_000);
}

/** When the item starts and ends (a weekly item: its first session). */
export function itemTimes(item: ItemFacts): { start: Date; end: Date } {
  return {
    start: istToDate(item.startDate, item.startTime),
    end: istToDate(item.weekly ? item.startDate : item.endDate, item.endTime),
  };
}

/** The last moment of the item: registrations close when it starts, it is "past" once this is over. */
export const itemEnds = (item: ItemFacts): Date => istToDate(item.endDate, item.endTime);

/** "10:00" → "10:00 AM IST", "17:30" → "5:30 PM IST" (the cards' and e-mails' clock). */
export function timeLabel(time: string): string {
  const [h, min] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(min).padStart(2, "0")} ${h < 12 ? "AM" : "PM"} IST`;
}

/** The answers a learner reads (the page's toasts and the API's messages), once. */
export const registrationMessages = {
  alreadyRegistered: "You're already registered",
  full: "This session is full",
  closed: "Registration for this session has closed.",
  notFound: "No workshop, seminar, event, webinar or masterclass has this id.",
  rateLimited: "Too many registrations in a short time. Please wait an hour before trying again.",
} as const;
