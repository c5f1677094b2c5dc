import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from "ical-generator";
import { company } from "#contracts/company";
import type { Locale } from "#contracts/locales";
import { itemEnds, itemTimes, placeOf, type ItemFacts } from "#contracts/registration-items";

// The RFC 5545 calendar entry of a registration, attached to its e-mails. One event per
// registration with a UID that never changes, so the cancellation (METHOD:CANCEL, same UID, a
// higher SEQUENCE) removes the entry the confirmation added. Times are UTC instants computed from
// the item's India Standard Time date and clock (DTSTART/DTEND end in Z).

export interface CalendarInput {
  registrationId: string;
  item: ItemFacts;
  attendee: { email: string; name: string };
  /** Where to manage the registration (the dashboard). */
  manageUrl: string;
  /** When the entry is written (DTSTAMP). */
  now?: Date;
  /** The learner's language (the entry's notes and place); English when not said. */
  locale?: Locale;
}

/** The entry's own words in each language. */
const words: Record<Locale, { language: string; weekly: string; join: string; manage: string; online: (place: string) => string }> = {
  en: { language: "EN", weekly: "Weekly sessions until the last one below.", join: "Join online", manage: "Manage your registration", online: (place) => place },
  hi: { language: "HI", weekly: "हर सप्ताह एक सत्र, नीचे दिए आख़िरी सत्र तक।", join: "ऑनलाइन जुड़ें", manage: "अपना पंजीकरण देखें या बदलें", online: (place) => (place === "Online" ? "ऑनलाइन" : place) },
};

const domain = company.email.split("@")[1];

/** The UID of a registration's calendar entry: the same in the confirmation and the cancellation. */
export const calendarUid = (registrationId: string) => `registration-${registrationId}@${domain}`;

function calendar(method: ICalCalendarMethod, { registrationId, item, attendee, manageUrl, now = new Date(), locale = "en" }: CalendarInput) {
  const say = words[locale];
  const cal = ical({ prodId: { company: company.name, product: "Registrations", language: say.language }, method, name: company.name });
  const { start, end } = itemTimes(item);
  const cancelled = method === ICalCalendarMethod.CANCEL;
  const lines = [
    item.weekly ? say.weekly : null,
    item.joinUrl && !cancelled ? `${say.join}: ${item.joinUrl}` : null,
    `${say.manage}: ${manageUrl}`,
  ].filter(Boolean);
  cal.createEvent({
    id: calendarUid(registrationId),
    // The cancellation must outrank the confirmation.
    sequence: cancelled ? 1 : 0,
    stamp: now,
    start,
    end,
    summary: item.title,
    location: say.online(placeOf(item)),
    description: lines.join("\n"),
    url: item.joinUrl ?? manageUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: company.name, email: company.email },
    attendees: [
      {
        email: attendee.email,
        name: attendee.name || undefined,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
    repeating: item.weekly ? { freq: ICalEventRepeatingFreq.WEEKLY, until: itemEnds(item) } : null,
  });
  return cal.toString();
}

/** The confirmation's entry (METHOD:REQUEST). */
export const registrationCalendar = (input: CalendarInput) => calendar(ICalCalendarMethod.REQUEST, input);

/** The cancellation's entry (METHOD:CANCEL, STATUS:CANCELLED, same UID). */
export const cancellationCalendar = (input: CalendarInput) => calendar(ICalCalendarMethod.CANCEL, input);
