import { defineOperation } from "../operation";
import { reminderTokenSchema, reminderUnsubscribedSchema } from "../reminders";

// The one-click unsubscribe of the reminder and digest mails (issue 27): each mail's
// List-Unsubscribe URL (RFC 8058). The page that the mail's text links to is served beside the
// newsletter's (server/reminders/unsubscribe.server.ts).

export const unsubscribeReminders = defineOperation({
  id: "unsubscribe-reminders",
  method: "post",
  path: "/reminders/unsubscribe",
  tag: "Site",
  summary: "Stop one kind of reminder or digest mail, with the token of its unsubscribe link",
  description:
    "One click (RFC 8058): the `List-Unsubscribe` URL of every reminder and digest carries the token in the query, and any body is ignored. It stops only that mail's kind (assignment reminders, the weekly digest, escalations or session reminders).",
  query: reminderTokenSchema,
  response: { status: 200, description: "That kind of mail stops", schema: reminderUnsubscribedSchema, example: { email: "asha@example.com", kind: "manager-digest", status: "unsubscribed" } },
  errors: ["validation_error", "invalid_token"],
  invalidMessage: "This link is not valid.",
});
