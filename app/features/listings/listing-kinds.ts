// The texts of each listing page (spec sections 2 and 8), written once: the action button, its
// label when the card is at capacity, and the toasts of the current-user check. Each is an
// English message id: the components show it through t() (app/i18n/i18n.ts), whole sentences per
// kind, since Hindi sentences agree with their noun (कार्यशालाएँ, सेमिनार…).
import type { ToastContent } from "~/features/toast/toast";

export type ListingKind = "workshop" | "seminar" | "event" | "webinar" | "masterclass";

export interface ListingKindTexts {
  /** The list's accessible name ("Workshops"). */
  listLabel: string;
  loading: string;
  empty: string;
  /** The description of the load-failure toast (titled "Error"). */
  loadFailed: string;
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
    listLabel: "Workshops",
    loading: "Loading workshops...",
    empty: "No workshops available at the moment.",
    loadFailed: "Failed to load workshops. Please try again later.",
    action: "Enroll Now",
    fullLabel: "Full",
    success: {
      title: "Enrollment Successful",
      description: "You have been enrolled in the workshop. Check your email for details.",
    },
    failure: enrollmentFailed,
  },
  seminar: {
    listLabel: "Seminars",
    loading: "Loading seminars...",
    empty: "No seminars available at the moment.",
    loadFailed: "Failed to load seminars. Please try again later.",
    action: "Register Now",
    fullLabel: "Full",
    success: {
      title: "Registration Successful",
      description: "You have been registered for the seminar. Check your email for details.",
    },
    failure: registrationFailed,
  },
  event: {
    listLabel: "Events",
    loading: "Loading events...",
    empty: "No events available at the moment.",
    loadFailed: "Failed to load events. Please try again later.",
    action: "Register Now",
    fullLabel: "Sold Out",
    success: {
      title: "Registration Successful",
      description: "You have been registered for the event. Check your email for details.",
    },
    failure: registrationFailed,
  },
  webinar: {
    listLabel: "Webinars",
    loading: "Loading webinars...",
    empty: "No webinars available at the moment.",
    loadFailed: "Failed to load webinars. Please try again later.",
    action: "Register",
    fullLabel: "Full",
    success: { title: "Registration Successful", description: "You'll receive the joining link via email." },
    failure: registrationFailed,
  },
  masterclass: {
    listLabel: "Masterclasses",
    loading: "Loading masterclasses...",
    empty: "No masterclasses available at the moment.",
    loadFailed: "Failed to load masterclasses. Please try again later.",
    action: "Apply Now",
    fullLabel: "Waitlist",
    success: { title: "Application Submitted", description: "We'll contact you within 24 hours." },
    failure: {
      title: "Application Failed",
      description: "There was an error processing your application. Please try again.",
    },
  },
};
