import { timeLabel, placeOf, type ItemFacts, type RegistrationKind } from "#contracts/registration-items";
import { mailSignature, type MailMessage } from "../mail/mailer.server";
import { cancellationCalendar, registrationCalendar } from "./calendar.server";

// The learner's e-mails about a registration: the confirmation (with the calendar entry) and the
// cancellation (with the entry that removes it). Plain text, facts from contracts/items/.

const kindNoun: Record<RegistrationKind, string> = {
  workshop: "workshop",
  seminar: "seminar",
  event: "event",
  webinar: "webinar",
  masterclass: "masterclass",
};

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** "Saturday, 16 January 2027" from an ISO date (the item's date in India). */
function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${d} ${months[m - 1]} ${y}`;
}

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/** The "When" line(s) of an item. */
export function whenLines(item: ItemFacts): string[] {
  const clock = `${timeLabel(item.startTime)} to ${timeLabel(item.endTime)}`;
  if (item.weekly) {
    return [`Date: every ${weekdays[new Date(`${item.startDate}T00:00:00Z`).getUTCDay()]} from ${longDate(item.startDate)} to ${longDate(item.endDate)}`, `Time: ${clock}`];
  }
  if (item.startDate === item.endDate) return [`Date: ${longDate(item.startDate)}`, `Time: ${clock}`];
  return [`Date: ${longDate(item.startDate)} to ${longDate(item.endDate)}`, `Time: starts ${timeLabel(item.startTime)}, ends ${timeLabel(item.endTime)} on the last day`];
}

function paymentLines(item: ItemFacts): string[] {
  if (item.price === 0) return ["Price: Free"];
  return [
    `Price: ${rupees(item.price)}`,
    "",
    "Payment: we will e-mail you an invoice for this amount, with the ways to pay it (bank transfer, UPI or a purchase order). " +
      "No card is taken on our website, and your seat is held while the invoice is open.",
  ];
}

interface MailInput {
  to: string;
  name: string;
  registrationId: string;
  item: ItemFacts;
  /** The dashboard's My Registrations tab. */
  manageUrl: string;
}

/** A registration mail: the greeting, the body, our signature, and the calendar file. */
function registrationMail(input: MailInput, subject: string, body: string[], calendar: { file: string; ics: string; method: "REQUEST" | "CANCEL" }): MailMessage {
  return {
    to: input.to,
    subject,
    text: [`Hello ${input.name || "there"},`, "", ...body, "", mailSignature].join("\n"),
    attachments: [{ filename: calendar.file, content: calendar.ics, contentType: `text/calendar; charset=utf-8; method=${calendar.method}` }],
  };
}

export function confirmationMail(input: MailInput): MailMessage {
  const { to, name, registrationId, item, manageUrl } = input;
  const noun = kindNoun[item.kind];
  const ics = registrationCalendar({ registrationId, item, attendee: { email: to, name }, manageUrl });
  const body = [
    item.kind === "masterclass"
      ? `Thank you for applying to the masterclass "${item.title}". Your seat is reserved; we will contact you within 24 hours.`
      : `You are registered for the ${noun} "${item.title}".`,
    "",
    ...whenLines(item),
    `Place: ${placeOf(item)}`,
    ...(item.joinUrl ? [`Joining link: ${item.joinUrl}`] : []),
    ...paymentLines(item),
    "",
    "The attached calendar file (.ics) adds it to your calendar.",
    `To see or cancel your registration, open My Registrations on your dashboard: ${manageUrl}`,
  ];
  return registrationMail(input, `Registration confirmed: ${item.title}`, body, { file: `${item.id}.ics`, ics, method: "REQUEST" });
}

export function cancellationMail(input: MailInput): MailMessage {
  const { to, name, registrationId, item, manageUrl } = input;
  const ics = cancellationCalendar({ registrationId, item, attendee: { email: to, name }, manageUrl });
  const body = [
    `Your registration for the ${kindNoun[item.kind]} "${item.title}" (${whenLines(item)[0].replace(/^Date: /, "")}) is cancelled and your seat has been released.`,
    ...(item.price > 0 ? ["", "If we already sent you an invoice for it, you do not need to pay it."] : []),
    "",
    "The attached calendar file (.ics) removes it from your calendar.",
    "Changed your mind? You can register again on our website while seats are left.",
  ];
  return registrationMail(input, `Registration cancelled: ${item.title}`, body, { file: `${item.id}-cancelled.ics`, ics, method: "CANCEL" });
}
