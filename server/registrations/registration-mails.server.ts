import type { Locale } from "#contracts/locales";
import { hindiTime, timeLabel, placeOf, type ItemFacts, type RegistrationKind } from "#contracts/registration-items";
import { inLocale } from "#contracts/translated";
import { dateFormat, formatRupees, greeting } from "../i18n/format.server";
import { mailSignature, type MailMessage } from "../mail/mailer.server";
import { cancellationCalendar, registrationCalendar } from "./calendar.server";

// The learner's e-mails about a registration: the confirmation (with the calendar entry) and the
// cancellation (with the entry that removes it). Plain text, facts from contracts/items/, in the
// learner's language (users.locale): English below, Hindi in `hindi` further down.

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

/** The "When" line(s) of an item, in a language. */
export function whenLines(item: ItemFacts, locale: Locale = "en"): string[] {
  if (locale === "hi") return hindiWhen(item);
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
  /** The learner's language; English when not said. */
  locale?: Locale;
}

/** A registration mail: the greeting, the body, our signature, and the calendar file. */
function registrationMail(input: MailInput, subject: string, body: string[], calendar: { file: string; ics: string; method: "REQUEST" | "CANCEL" }): MailMessage {
  return {
    to: input.to,
    subject,
    text: [greeting(input.locale ?? "en", input.name), "", ...body, "", mailSignature].join("\n"),
    attachments: [{ filename: calendar.file, content: calendar.ics, contentType: `text/calendar; charset=utf-8; method=${calendar.method}` }],
  };
}

export function confirmationMail(input: MailInput): MailMessage {
  const { to, name, registrationId, manageUrl, locale = "en" } = input;
  // The item's title and place in the mail's language where they are written in it (else English).
  const item = inLocale(input.item, locale);
  const noun = kindNoun[item.kind];
  const ics = registrationCalendar({ registrationId, item, attendee: { email: to, name }, manageUrl, locale });
  if (locale === "hi") return registrationMail(input, `पंजीकरण की पुष्टि: ${item.title}`, hindi.confirmation(item, manageUrl), { file: `${item.id}.ics`, ics, method: "REQUEST" });
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
  const { to, name, registrationId, manageUrl, locale = "en" } = input;
  const item = inLocale(input.item, locale);
  const ics = cancellationCalendar({ registrationId, item, attendee: { email: to, name }, manageUrl, locale });
  if (locale === "hi") return registrationMail(input, `पंजीकरण रद्द: ${item.title}`, hindi.cancellation(item), { file: `${item.id}-cancelled.ics`, ics, method: "CANCEL" });
  const body = [
    `Your registration for the ${kindNoun[item.kind]} "${item.title}" (${whenLines(item)[0].replace(/^Date: /, "")}) is cancelled and your seat has been released.`,
    ...(item.price > 0 ? ["", "If we already sent you an invoice for it, you do not need to pay it."] : []),
    "",
    "The attached calendar file (.ics) removes it from your calendar.",
    "Changed your mind? You can register again on our website while seats are left.",
  ];
  return registrationMail(input, `Registration cancelled: ${item.title}`, body, { file: `${item.id}-cancelled.ics`, ics, method: "CANCEL" });
}

// ---- Hindi ----------------------------------------------------------------------------------

const hindiKind: Record<RegistrationKind, string> = {
  workshop: "कार्यशाला",
  seminar: "सेमिनार",
  event: "कार्यक्रम",
  webinar: "वेबिनार",
  masterclass: "मास्टरक्लास",
};

/** "शनिवार, 16 जनवरी 2027": Intl's Hindi date of an ISO day. */
const hindiDay = (iso: string) => dateFormat("hi", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const hindiWeekday = (iso: string) => dateFormat("hi", { weekday: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

export const hindiPlace = (item: ItemFacts) => (item.online ? "ऑनलाइन" : placeOf(item));

/** An item's place, in a language. */
export const placeIn = (item: ItemFacts, locale: Locale) => (locale === "hi" ? hindiPlace(item) : placeOf(item));

function hindiWhen(item: ItemFacts): string[] {
  const clock = `${hindiTime(item.startTime)} से ${hindiTime(item.endTime)} तक (IST)`;
  if (item.weekly) return [`तारीख़: हर ${hindiWeekday(item.startDate)}, ${hindiDay(item.startDate)} से ${hindiDay(item.endDate)} तक`, `समय: ${clock}`];
  if (item.startDate === item.endDate) return [`तारीख़: ${hindiDay(item.startDate)}`, `समय: ${clock}`];
  return [`तारीख़: ${hindiDay(item.startDate)} से ${hindiDay(item.endDate)} तक`, `समय: रोज़ ${hindiTime(item.startTime)} से शुरू, आख़िरी दिन ${hindiTime(item.endTime)} (IST) पर समापन`];
}

const hindi = {
  confirmation: (item: ItemFacts, manageUrl: string) => [
    item.kind === "masterclass"
      ? `मास्टरक्लास "${item.title}" के लिए आवेदन करने का धन्यवाद। आपकी सीट आरक्षित है; हम 24 घंटे के भीतर आपसे संपर्क करेंगे।`
      : `${hindiKind[item.kind]} "${item.title}" के लिए आपका पंजीकरण हो गया है।`,
    "",
    ...hindiWhen(item),
    `स्थान: ${hindiPlace(item)}`,
    ...(item.joinUrl ? [`जुड़ने का लिंक: ${item.joinUrl}`] : []),
    ...(item.price === 0
      ? ["शुल्क: निःशुल्क"]
      : [
          `शुल्क: ${formatRupees("hi", item.price)}`,
          "",
          "भुगतान: हम आपको इस राशि का इनवॉइस ई-मेल करेंगे, जिसमें भुगतान के तरीक़े (बैंक ट्रांसफ़र, UPI या परचेज़ ऑर्डर) लिखे होंगे। " +
            "हमारी वेबसाइट पर कार्ड से भुगतान नहीं लिया जाता, और इनवॉइस खुला रहने तक आपकी सीट आपके लिए रखी रहती है।",
        ]),
    "",
    "साथ लगी कैलेंडर फ़ाइल (.ics) इसे आपके कैलेंडर में जोड़ देगी।",
    `अपना पंजीकरण देखने या रद्द करने के लिए अपने डैशबोर्ड पर "मेरे पंजीकरण" खोलें: ${manageUrl}`,
  ],
  cancellation: (item: ItemFacts) => [
    `${hindiKind[item.kind]} "${item.title}" (${hindiWhen(item)[0].replace(/^तारीख़: /, "")}) के लिए आपका पंजीकरण रद्द कर दिया गया है, और आपकी सीट छोड़ दी गई है।`,
    ...(item.price > 0 ? ["", "अगर हमने इसका इनवॉइस पहले ही भेज दिया है, तो अब उसका भुगतान करने की ज़रूरत नहीं है।"] : []),
    "",
    "साथ लगी कैलेंडर फ़ाइल (.ics) इसे आपके कैलेंडर से हटा देगी।",
    "इरादा बदल गया? जब तक सीटें बची हैं, आप हमारी वेबसाइट पर फिर से पंजीकरण कर सकते हैं।",
  ],
};
