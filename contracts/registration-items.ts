// What the server needs to know of every workshop, seminar, event, webinar and masterclass to
// take a registration (title, dates, times, place, seats, price): the shape and its rules here, the
// facts in contracts/items/<kind>.ts, written once. The listing pages' content (app/content/listings/*)
// builds its cards from them and adds the rest (descriptions, topics, speakers…); the server checks
// seats, writes e-mails and calendar entries from them (all kinds: registration-catalogue.ts).
//
// Plain data and functions, no zod: the listing pages import it, and they must stay light.
import type { Locale } from "./locales";
import type { Translations } from "./translated";

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
  /** The title and place written in other languages (read with inLocale(), contracts/translated.ts). */
  translations?: Translations<Pick<ItemFacts, "title" | "location" | "venue">>;
}

type Facts = Omit<ItemFacts, "kind">;
/** A kind's list from its items' facts (contracts/items/*.ts). */
export const kindItems = (kind: RegistrationKind, items: Facts[]): ItemFacts[] => items.map((item) => ({ kind, ...item }));

/** The facts of one item of a list, for the content modules (an unknown id is a programming error). */
export function factsOf(items: readonly ItemFacts[], id: string): ItemFacts {
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`No facts for ${id}`);
  return item;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
/** Hindi units: घंटा has a plural form (घंटे), दिन and मिनट do not. */
const hindiUnits = { day: ["दिन", "दिन"], hour: ["घंटा", "घंटे"], minute: ["मिनट", "मिनट"] } as const;
const inUnits = (n: number, unit: "day" | "hour" | "minute", locale: Locale) =>
  locale === "hi" ? `${n} ${hindiUnits[unit][n === 1 ? 0 : 1]}` : unit === "minute" ? `${n} minutes` : plural(n, unit);

/**
 * How long an item lasts, as its card says it, from its dates and times (so the card cannot
 * disagree with the e-mail and the calendar entry): "3 days", "2 hours", "90 minutes". Weekly items
 * (masterclasses) state their length in their content: their session count is not their span.
 */
export function durationOf(item: Pick<ItemFacts, "startDate" | "endDate" | "startTime" | "endTime">, locale: Locale = "en"): string {
  const days = (Date.parse(item.endDate) - Date.parse(item.startDate)) / 86_400_000 + 1;
  if (days > 1) return inUnits(days, "day", locale);
  const minutes = minutesOf(item.endTime) - minutesOf(item.startTime);
  return minutes % 60 === 0 ? inUnits(minutes / 60, "hour", locale) : inUnits(minutes, "minute", locale);
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

/** "सुबह 9:30 बजे": Hindi says the part of the day rather than AM/PM (cards and e-mails). */
export function hindiTime(time: string): string {
  const [h, min] = time.split(":").map(Number);
  const part = h < 12 ? "सुबह" : h < 16 ? "दोपहर" : h < 20 ? "शाम" : "रात";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${part} ${hour}:${String(min).padStart(2, "0")} बजे`;
}

/** "10:00" → "10:00 AM IST", "17:30" → "5:30 PM IST" (the cards' and e-mails' clock); Hindi: "सुबह 10:00 बजे IST". */
export function timeLabel(time: string, locale: Locale = "en"): string {
  if (locale === "hi") return `${hindiTime(time)} IST`;
  const [h, min] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(min).padStart(2, "0")} ${h < 12 ? "AM" : "PM"} IST`;
}

/** What the listing pages' toasts and the API say when a registration cannot be taken. */
export const registrationMessages = {
  alreadyRegistered: "You're already registered",
  full: "This session is full",
} as const;
