import { ApiError, call } from "~/lib/api-client";
import type { ContactField, ContactValues } from "#contracts/contact";
import type { ToastContent } from "~/features/toast/toast";

// POST /contact and what the visitor is told about each outcome (spec section 8, Contact).

export type ContactOutcome =
  | { kind: "sent"; id: string }
  | { kind: "invalid"; fields: Partial<Record<ContactField, string>> }
  | { kind: "rate_limited" }
  | { kind: "rate_check_failed" }
  | { kind: "insert_failed" }
  | { kind: "unexpected" };

export async function sendInquiry(values: ContactValues & { website: string }): Promise<ContactOutcome> {
  try {
    const { id } = await call("POST /contact", { body: values });
    return { kind: "sent", id };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) {
      console.error("Contact form: the request failed:", error);
      return { kind: "unexpected" };
    }
    const { status, code } = error;
    if (status === 400 && code === "validation_error") return { kind: "invalid", fields: error.fields ?? {} };
    if (status === 429) return { kind: "rate_limited" };
    if (code === "rate_check_failed") return { kind: "rate_check_failed" };
    if (code === "insert_failed") return { kind: "insert_failed" };
    console.error(`Contact form: unexpected answer HTTP ${status}`, error.message);
    return { kind: "unexpected" };
  }
}

export const validationToast: ToastContent = { title: "Validation Error", description: "Please check the form for errors." };

/** The toast for an outcome, and whether it is the destructive kind. */
export function outcomeToast(outcome: ContactOutcome): { tone: "success" | "error"; toast: ToastContent } {
  switch (outcome.kind) {
    case "sent":
      return { tone: "success", toast: { title: "Message Sent!", description: "Thank you for contacting us. We'll get back to you soon." } };
    case "invalid":
      return { tone: "error", toast: validationToast };
    case "rate_limited":
      return {
        tone: "error",
        toast: { title: "Rate Limit", description: "You've submitted too many requests. Please wait an hour before trying again." },
      };
    case "rate_check_failed":
      return { tone: "error", toast: { title: "Error", description: "Unable to process your request. Please try again later." } };
    case "insert_failed":
      return { tone: "error", toast: { title: "Error", description: "Unable to submit your message. Please try again." } };
    case "unexpected":
      return { tone: "error", toast: { title: "Error", description: "An unexpected error occurred. Please try again." } };
  }
}
