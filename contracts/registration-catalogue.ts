// Every kind's items, for the server and the tests (a listing page imports its own kind's list
// from contracts/items/, not this).
import { eventItems } from "./items/events";
import { masterclassItems } from "./items/masterclasses";
import { seminarItems } from "./items/seminars";
import { webinarItems } from "./items/webinars";
import { workshopItems } from "./items/workshops";
import type { ItemFacts, RegistrationKind } from "./registration-items";

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
