import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { findItem, registrationItems } from "#contracts/registration-catalogue";
import type { ItemFacts } from "#contracts/registration-items";
import { calendarUid, cancellationCalendar, registrationCalendar } from "./calendar.server";

// The calendar files are checked by a real parser (ical.js), not by string matching alone.

const item = (kind: ItemFacts["kind"], id: string) => findItem(kind, id)!;
const input = (it: ItemFacts) => ({
  registrationId: "2f1c7b9d-8e21-4f7e-9a57-5b0f8e1e3c1a",
  item: it,
  attendee: { email: "asha@example.com", name: "Asha Verma" },
  manageUrl: "https://cortexa.test/dashboard?tab=registrations",
  now: new Date("2026-12-01T08:00:00Z"),
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents("vevent");
  expect(vevents).toHaveLength(1);
  return { calendar, vevent: vevents[0], event: new ICAL.Event(vevents[0]) };
}

describe("registration calendar entries", () => {
  it("are valid RFC 5545 with a stable UID, UTC start and end from India Standard Time", () => {
    const seminar = item("seminar", "next-decade-of-enterprise-ai"); // 22 Jan 2027, 10:00–11:30 IST
    const text = registrationCalendar(input(seminar));
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(calendarUid("2f1c7b9d-8e21-4f7e-9a57-5b0f8e1e3c1a"));
    expect(event.summary).toBe(seminar.title);
    expect(event.location).toBe("Cortexa AI Auditorium, Bengaluru");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-22T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-22T06:00:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(text).toContain("DTSTART:20270122T043000Z");
    expect(text).toContain("DTEND:20270122T060000Z");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-12-01T08:00:00Z");
    // Lines are CRLF-terminated and folded at 75 octets.
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("the cancellation has the same UID, a higher SEQUENCE, METHOD:CANCEL and STATUS:CANCELLED", () => {
    const webinar = item("webinar", "introduction-to-prompt-engineering");
    const confirmed = parse(registrationCalendar(input(webinar)));
    const cancelled = parse(cancellationCalendar(input(webinar)));
    expect(cancelled.event.uid).toBe(confirmed.event.uid);
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.sequence).toBeGreaterThan(confirmed.event.sequence);
  });

  it("a webinar is online, with its joining link", () => {
    const webinar = item("webinar", "introduction-to-prompt-engineering"); // 12 Jan 2027, 6:00 PM IST
    const { event, vevent } = parse(registrationCalendar(input(webinar)));
    expect(event.location).toBe("Online");
    expect(event.description).toContain(webinar.joinUrl);
    expect(vevent.getFirstPropertyValue("url")).toBe(webinar.joinUrl);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-12T12:30:00.000Z");
  });

  it("a multi-day workshop spans from the first morning to the last evening", () => {
    const workshop = item("workshop", "genai-for-business-leaders"); // 16–17 Jan 2027, 9:30–17:30 IST
    const { event } = parse(registrationCalendar(input(workshop)));
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-16T04:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-17T12:00:00.000Z");
    expect(event.isRecurring()).toBe(false);
  });

  it("a masterclass is a weekly session until its last day", () => {
    const masterclass = item("masterclass", "large-language-models-theory-to-production"); // 6 Feb – 17 Apr 2027
    const { event } = parse(registrationCalendar(input(masterclass)));
    expect(event.isRecurring()).toBe(true);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-02-06T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-02-06T07:30:00.000Z");
    const it = event.iterator();
    const sessions: string[] = [];
    for (let next = it.next(); next && sessions.length < 20; next = it.next()) sessions.push(next.toJSDate().toISOString());
    expect(sessions).toHaveLength(11); // 6 Feb to 17 Apr, every Saturday
    expect(sessions.at(-1)).toBe("2027-04-17T04:30:00.000Z");
  });

  it("every item gives a calendar that parses, ends after it starts, and names its place", () => {
    for (const items of Object.values(registrationItems)) {
      for (const it of items) {
        const { event } = parse(registrationCalendar(input(it)));
        expect(event.endDate.compare(event.startDate), it.id).toBe(1);
        expect(event.location, it.id).toBeTruthy();
      }
    }
  });
});
