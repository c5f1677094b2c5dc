// The sample data keeps to the spec's ranges (section 9) and gives every listing page a card over
// its badge threshold, one under it, and one at capacity, so each state is on show and tested.
import { describe, expect, it } from "vitest";
import { capacityBadge, isFull, reachesPercent } from "#contracts/capacity";
import { written } from "#contracts/translated";
import { events } from "./events";
import { masterclasses } from "./masterclasses";
import { seminars } from "./seminars";
import { webinars } from "./webinars";
import { workshops } from "./workshops";

/** The `fields` of an item with no Hindi yet (they would show in English on the Hindi page). */
function missingHindi<T extends { translations?: { hi?: object } }>(item: T, fields: readonly (keyof T & string)[]): string[] {
  const hindi = (item.translations?.hi ?? {}) as Record<string, unknown>;
  return fields.filter((field) => !written(hindi[field]));
}

const uniqueIds = (items: { id: string }[]) => new Set(items.map((i) => i.id)).size === items.length;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

describe("sample listings", () => {
  it("use the spec's workshop prices and capacities of 25 to 50", () => {
    expect(workshops.map((w) => w.price)).toEqual([15000, 25000, 20000, 18000]);
    for (const w of workshops) {
      expect(w.capacity).toBeGreaterThanOrEqual(25);
      expect(w.capacity).toBeLessThanOrEqual(50);
    }
  });

  it("give masterclasses 30 to 50 seats and 60,000 to 80,000 rupees below a higher original price", () => {
    for (const m of masterclasses) {
      expect(m.capacity).toBeGreaterThanOrEqual(30);
      expect(m.capacity).toBeLessThanOrEqual(50);
      expect(m.price).toBeGreaterThanOrEqual(60000);
      expect(m.price).toBeLessThanOrEqual(80000);
      expect(m.originalPrice).toBeGreaterThan(m.price);
    }
  });

  it("give events capacities of 500 to 5,000", () => {
    for (const e of events) {
      expect(e.capacity).toBeGreaterThanOrEqual(500);
      expect(e.capacity).toBeLessThanOrEqual(5000);
      expect(e.endDate >= e.startDate).toBe(true);
    }
  });

  it("have unique ids, ISO dates and never more taken than capacity", () => {
    const all = [
      ...workshops.map((w) => ({ id: w.id, taken: w.enrolled, capacity: w.capacity, dates: [w.date] })),
      ...seminars.map((s) => ({ id: s.id, taken: s.registered, capacity: s.capacity, dates: [s.date] })),
      ...events.map((e) => ({ id: e.id, taken: e.registered, capacity: e.capacity, dates: [e.startDate, e.endDate] })),
      ...webinars.map((w) => ({ id: w.id, taken: w.registered, capacity: w.capacity, dates: [w.date] })),
      ...masterclasses.map((m) => ({
        id: m.id,
        taken: m.enrolled,
        capacity: m.capacity,
        dates: [m.startDate, m.endDate],
      })),
    ];
    expect(uniqueIds(all)).toBe(true);
    for (const item of all) {
      expect(item.taken).toBeLessThanOrEqual(item.capacity);
      for (const date of item.dates) expect(date).toMatch(isoDate);
    }
  });

  it.each([
    ["workshops", "workshop", workshops.map((w) => [w.enrolled, w.capacity])],
    ["seminars", "seminar", seminars.map((s) => [s.registered, s.capacity])],
    ["events", "event", events.map((e) => [e.registered, e.capacity])],
  ] as const)("%s: one card over the badge threshold, one under, one at capacity", (_, kind, seats) => {
    expect(seats.some(([t, c]) => capacityBadge(kind, t, c) && !isFull(t, c))).toBe(true);
    expect(seats.some(([t, c]) => !capacityBadge(kind, t, c))).toBe(true);
    expect(seats.some(([t, c]) => isFull(t, c))).toBe(true);
  });

  it("webinars and masterclasses: one nearly full, one well under, one at capacity", () => {
    for (const seats of [
      webinars.map((w) => [w.registered, w.capacity] as const),
      masterclasses.map((m) => [m.enrolled, m.capacity] as const),
    ]) {
      expect(seats.some(([t, c]) => reachesPercent(t, c, 80) && !isFull(t, c))).toBe(true);
      expect(seats.some(([t, c]) => !reachesPercent(t, c, 80))).toBe(true);
      expect(seats.some(([t, c]) => isFull(t, c))).toBe(true);
    }
  });

  it("include free and paid webinars, and lists long enough for the '+N more' counts", () => {
    expect(webinars.some((w) => w.price === 0)).toBe(true);
    expect(webinars.some((w) => w.price > 0)).toBe(true);
    expect(webinars.some((w) => w.topics.length > 3)).toBe(true);
    expect(webinars.some((w) => w.topics.length <= 3)).toBe(true);
    expect(masterclasses.some((m) => m.modules.length > 3)).toBe(true);
    expect(masterclasses.every((m) => m.outcomes.length >= 2)).toBe(true);
  });

  // Issue 29, item 4: every text a card shows has its Hindi beside the English (a missing one would
  // show in English on the Hindi page). People's and partners' names stay as they are.
  it("have every shown text in Hindi too", () => {
    const missing = [
      ...workshops.flatMap((w) => missingHindi(w, ["title", "description", "duration", "location", "topics"]).map((f) => `${w.id}.${f}`)),
      ...seminars.flatMap((s) => missingHindi(s, ["title", "description", "time", "duration", "location", "speakerTitle", "topics"]).map((f) => `${s.id}.${f}`)),
      ...events.flatMap((e) => missingHindi(e, ["title", "description", "location", "venue", "highlights"]).map((f) => `${e.id}.${f}`)),
      ...webinars.flatMap((w) => missingHindi(w, ["title", "description", "time", "duration", "speakerTitle", "topics"]).map((f) => `${w.id}.${f}`)),
      ...masterclasses.flatMap((m) =>
        missingHindi(m, ["title", "description", "duration", "location", "instructorTitle", "instructorBio", "modules", "outcomes", "prerequisites"]).map(
          (f) => `${m.id}.${f}`,
        ),
      ),
    ];
    expect(missing).toEqual([]);
  });

  it("give a translated list as many entries as the English one (the cards count them: '+N more')", () => {
    const pairs = [
      ...workshops.map((w) => [w.topics, w.translations?.hi?.topics]),
      ...seminars.map((s) => [s.topics, s.translations?.hi?.topics]),
      ...events.map((e) => [e.highlights, e.translations?.hi?.highlights]),
      ...webinars.map((w) => [w.topics, w.translations?.hi?.topics]),
      ...masterclasses.flatMap((m) => [
        [m.modules, m.translations?.hi?.modules],
        [m.outcomes, m.translations?.hi?.outcomes],
        [m.prerequisites, m.translations?.hi?.prerequisites],
      ]),
    ];
    for (const [english, hindi] of pairs) expect(hindi?.length).toBe(english?.length);
  });
});
