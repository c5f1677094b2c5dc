// The statuses of a contact inquiry: new at creation (spec section 4), then set by staff. Shared
// by the database schema (a check constraint), the admin API and the staff inbox.
export const inquiryStatuses = ["new", "in_progress", "resolved", "spam"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: "New",
  in_progress: "In progress",
  resolved: "Resolved",
  spam: "Spam",
};

export const isInquiryStatus = (value: string | null | undefined): value is InquiryStatus =>
  (inquiryStatuses as readonly string[]).includes(value ?? "");
