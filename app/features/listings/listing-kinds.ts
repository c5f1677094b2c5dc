// The texts of each listing page (spec sections 2 and 8), written once: the action button, its
// label when the card is at capacity, and the toasts of the current-user check.
import type { ToastContent } from "~/features/toast/toast";

export type ListingKind = "workshop" | "seminar" | "event" | "webinar" | "masterclass";

export interface ListingKindTexts {
  /** Plural used in the loading, empty and load-failure messages. */
  plural: string;
  action: string;
  /** The disabled button's label when enrolled or registered is at least capacity. */
  fullLabel: string;
  success: ToastContent;
  failure: ToastContent;
}

const enrollmentFailed = {
  title: "Enrollment Failed",
  description: "There was an error processing your enrollment. Please try again.",
};
const registrationFailed = {
  title: "Registration Failed",
  description: "There was an error processing your registration. Please try again.",
};

export const listingKinds: Record<ListingKind, ListingKindTexts> = {
  workshop: {
    plural: "workshops",
    action: "Enroll Now",
    fullLabel: "Full",
    success: {
      title: "Enrollment Successful",
      description: "You have been enrolled in the workshop. Check your email for details.",
    },
    failure: enrollmentFailed,
  },
  seminar: {
    plural: "seminars",
    action: "Register Now",
    fullLabel: "Full",
    success: {
      title: "Registration Successful",
      description: "You have been registered for the seminar. Check your email for details.",
    },
    failure: registrationFailed,
  },
  event: {
    plural: "events",
    action: "Register Now",
    fullLabel: "Sold Out",
    success: {
      title: "Registration Successful",
      description: "You have been registered for the event. Check your email for details.",
    },
    failure: registrationFailed,
  },
  webinar: {
    plural: "webinars",
    action: "Register",
    fullLabel: "Full",
    success: { title: "Registration Successful", description: "You'll receive the joining link via email." },
    failure: registrationFailed,
  },
  masterclass: {
    plural: "masterclasses",
    action: "Apply Now",
    fullLabel: "Waitlist",
    success: { title: "Application Submitted", description: "We'll contact you within 24 hours." },
    failure: {
      title: "Application Failed",
      description: "There was an error processing your application. Please try again.",
    },
  },
};

export const loadingMessage = (plural: string) => `Loading ${plural}...`;
export const emptyMessage = (plural: string) => `No ${plural} available at the moment.`;
export const loadFailedToast = (plural: string): ToastContent => ({
  title: "Error",
  description: `Failed to load ${plural}. Please try again later.`,
});
