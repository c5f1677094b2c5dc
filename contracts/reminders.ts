import { z } from "./zod";

// The kinds of reminder and digest mail (issue 27), each with its own one-click unsubscribe: a person
// who stops one kind still gets the others. The server plans and sends them on the job queue
// (server/reminders/); the unsubscribe page names the kind with these words.

export const reminderKinds = ["assignment-reminders", "manager-digest", "manager-escalations", "session-reminders"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderKindTexts: Record<ReminderKind, { name: string; description: string }> = {
  "assignment-reminders": { name: "Assignment reminders", description: "mails about the due dates of programs your organisation assigned you" },
  "manager-digest": { name: "Weekly team digest", description: "the Monday summary of your team's completions, new overdue assignments and people who have not started" },
  "manager-escalations": { name: "Overdue escalations", description: "a mail when someone in your organisation is a week overdue" },
  "session-reminders": { name: "Session reminders", description: "the reminder the day before a workshop, seminar, event, webinar or masterclass you registered for" },
};

/** The token of a reminder's unsubscribe link: the id of the mail it came in. */
export const reminderTokenSchema = z.object({ token: z.uuid("This link is not valid.") });
export const reminderUnsubscribedSchema = z.object({ email: z.string(), kind: z.enum(reminderKinds), status: z.literal("unsubscribed") }).meta({ id: "ReminderUnsubscribed" });
