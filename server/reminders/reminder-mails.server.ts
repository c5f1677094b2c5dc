import { reminderKindTexts, type ReminderKind } from "#contracts/reminders";
import { placeOf, type ItemFacts } from "#contracts/registration-items";
import { mailSignature, type MailMessage } from "../mail/mailer.server";
import { registrationCalendar } from "../registrations/calendar.server";
import { whenLines } from "../registrations/registration-mails.server";

// The reminder and digest mails (issue 27): plain text, each with its kind's one-click
// unsubscribe (RFC 8058: List-Unsubscribe with an https URL that takes a POST, and
// List-Unsubscribe-Post) and the same link in the text, which opens a page that asks first.
// Every sentence people read is in `reminderTexts`, to be translated in one place.

const reminderTexts = {
  greeting: (name: string) => `Hello ${name || "there"},`,
  dueSoon: {
    subject: (program: string) => `Due soon: ${program}`,
    body: (program: string, organisation: string, due: string, progress: number) =>
      `"${program}", assigned to you by ${organisation}, is due on ${due}. You are ${progress}% of the way through.`,
  },
  dueToday: {
    subject: (program: string) => `Due today: ${program}`,
    body: (program: string, organisation: string, progress: number) => `"${program}", assigned to you by ${organisation}, is due today. You are ${progress}% of the way through.`,
  },
  overdue: {
    subject: (program: string) => `Overdue: ${program}`,
    body: (program: string, organisation: string, due: string, progress: number) =>
      `"${program}", assigned to you by ${organisation}, was due on ${due}. You are ${progress}% of the way through: pick up where you left off.`,
  },
  continueAt: (url: string) => `Continue learning: ${url}`,
  escalation: {
    subject: (learner: string, program: string) => `${learner} is a week overdue on ${program}`,
    body: (learner: string, email: string, program: string, due: string, progress: number) =>
      `${learner} (${email}) has not completed "${program}", which was due on ${due}: ${progress}% done so far. They have had three reminders.`,
    seeAt: (url: string) => `See their progress: ${url}`,
  },
  digest: {
    subject: (organisation: string) => `Your weekly team digest: ${organisation}`,
    intro: (organisation: string) => `Here is last week in ${organisation}.`,
    completions: (n: number) => `Completions: ${n}`,
    newOverdue: (n: number) => `Newly overdue: ${n}`,
    notStarted: (n: number) => `Not started yet: ${n}`,
    names: (names: string[], more: number) => `  ${names.join(", ")}${more > 0 ? ` and ${more} more` : ""}`,
    seeAt: (url: string) => `Your team overview: ${url}`,
  },
  session: {
    subject: (title: string) => `Tomorrow: ${title}`,
    body: (title: string) => `A reminder: "${title}", which you registered for, is tomorrow.`,
    joinAt: (url: string) => `Joining link: ${url}`,
    place: (place: string) => `Place: ${place}`,
    calendar: "The attached calendar file (.ics) adds it to your calendar if it is not there yet.",
  },
  footer: (kind: ReminderKind, url: string) => `You receive this because of ${reminderKindTexts[kind].description}. To get no more of these: ${url}`,
} as const;

export interface UnsubscribeLinks {
  /** The page that asks before it acts (the link in the text). */
  page: string;
  /** The one-click POST target (RFC 8058). */
  oneClick: string;
}

function reminderMail(kind: ReminderKind, to: string, name: string, subject: string, body: string[], links: UnsubscribeLinks, extra: Partial<MailMessage> = {}): MailMessage {
  return {
    to,
    subject,
    text: [reminderTexts.greeting(name), "", ...body, "", mailSignature, "--", reminderTexts.footer(kind, links.page), ""].join("\n"),
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    ...extra,
  };
}

interface AssignmentFacts {
  to: string;
  name: string;
  program: string;
  organisation: string;
  due: string;
  progress: number;
  learnUrl: string;
}

export function assignmentReminderMail(occasion: "due-soon" | "due-today" | "overdue", facts: AssignmentFacts, links: UnsubscribeLinks): MailMessage {
  const { program, organisation, due, progress } = facts;
  const [subject, line] =
    occasion === "due-soon"
      ? [reminderTexts.dueSoon.subject(program), reminderTexts.dueSoon.body(program, organisation, due, progress)]
      : occasion === "due-today"
        ? [reminderTexts.dueToday.subject(program), reminderTexts.dueToday.body(program, organisation, progress)]
        : [reminderTexts.overdue.subject(program), reminderTexts.overdue.body(program, organisation, due, progress)];
  return reminderMail("assignment-reminders", facts.to, facts.name, subject, [line, "", reminderTexts.continueAt(facts.learnUrl)], links);
}

export function escalationMail(
  facts: { to: string; name: string; learner: string; learnerEmail: string; program: string; due: string; progress: number; personUrl: string },
  links: UnsubscribeLinks,
): MailMessage {
  const t = reminderTexts.escalation;
  return reminderMail(
    "manager-escalations",
    facts.to,
    facts.name,
    t.subject(facts.learner, facts.program),
    [t.body(facts.learner, facts.learnerEmail, facts.program, facts.due, facts.progress), "", t.seeAt(facts.personUrl)],
    links,
  );
}

export function digestMail(
  facts: { to: string; name: string; organisation: string; completions: number; newOverdue: string[]; notStarted: string[]; overviewUrl: string },
  links: UnsubscribeLinks,
): MailMessage {
  const t = reminderTexts.digest;
  const list = (names: string[]) => (names.length ? [t.names(names.slice(0, 10), names.length - 10)] : []);
  return reminderMail(
    "manager-digest",
    facts.to,
    facts.name,
    t.subject(facts.organisation),
    [
      t.intro(facts.organisation),
      "",
      t.completions(facts.completions),
      t.newOverdue(facts.newOverdue.length),
      ...list(facts.newOverdue),
      t.notStarted(facts.notStarted.length),
      ...list(facts.notStarted),
      "",
      t.seeAt(facts.overviewUrl),
    ],
    links,
  );
}

export function sessionReminderMail(facts: { to: string; name: string; registrationId: string; item: ItemFacts; manageUrl: string }, links: UnsubscribeLinks): MailMessage {
  const { item } = facts;
  const t = reminderTexts.session;
  const ics = registrationCalendar({ registrationId: facts.registrationId, item, attendee: { email: facts.to, name: facts.name }, manageUrl: facts.manageUrl });
  return reminderMail(
    "session-reminders",
    facts.to,
    facts.name,
    t.subject(item.title),
    [t.body(item.title), "", ...whenLines(item), t.place(placeOf(item)), ...(item.joinUrl ? [t.joinAt(item.joinUrl)] : []), "", t.calendar],
    links,
    { attachments: [{ filename: `${item.id}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=REQUEST" }] },
  );
}
