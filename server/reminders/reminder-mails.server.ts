import { inLocale } from "#contracts/translated";
import type { Locale } from "#contracts/locales";
import { reminderKindTexts, type ReminderKind } from "#contracts/reminders";
import type { ItemFacts } from "#contracts/registration-items";
import { dateFormat, greeting } from "../i18n/format.server";
import { mailSignature, type MailMessage } from "../mail/mailer.server";
import { registrationCalendar } from "../registrations/calendar.server";
import { placeIn, whenLines } from "../registrations/registration-mails.server";

// The reminder and digest mails (issue 27): plain text, each with its kind's one-click
// unsubscribe (RFC 8058: List-Unsubscribe with an https URL that takes a POST, and
// List-Unsubscribe-Post) and the same link in the text, which opens a page that asks first.
// Every sentence people read is in `reminderTexts`, in the recipient's language (users.locale).

const english = {
  greeting: (name: string) => greeting("en", name),
  due: (iso: string) => iso,
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
};


const hindiKindDescriptions: Record<ReminderKind, string> = {
  "assignment-reminders": "आपके संगठन के सौंपे प्रोग्रामों की अंतिम तारीख़ों के रिमाइंडर",
  "manager-digest": "हर सोमवार आपकी टीम का सारांश: पूरे हुए प्रोग्राम, नई बीती समय-सीमाएँ और जिन्होंने अभी शुरू नहीं किया",
  "manager-escalations": "आपके संगठन में किसी के एक हफ़्ते से पीछे होने की सूचना",
  "session-reminders": "आपकी पंजीकृत कार्यशाला, सेमिनार, कार्यक्रम, वेबिनार या मास्टरक्लास से एक दिन पहले का रिमाइंडर",
};

/** "16 जनवरी 2027": a due date as a Hindi reader writes it. */
const hindiDate = (iso: string) => dateFormat("hi", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

const hindi: typeof english = {
  greeting: (name: string) => greeting("hi", name),
  due: hindiDate,
  dueSoon: {
    subject: (program) => `समय-सीमा नज़दीक है: ${program}`,
    body: (program, organisation, due, progress) =>
      `${organisation} ने आपको "${program}" सौंपा है, जिसे ${due} तक पूरा करना है। आप अब तक ${progress}% पूरा कर चुके हैं।`,
  },
  dueToday: {
    subject: (program) => `आज अंतिम तारीख़ है: ${program}`,
    body: (program, organisation, progress) => `${organisation} का सौंपा "${program}" आज पूरा करना है। आप अब तक ${progress}% पूरा कर चुके हैं।`,
  },
  overdue: {
    subject: (program) => `समय-सीमा बीत गई: ${program}`,
    body: (program, organisation, due, progress) =>
      `${organisation} का सौंपा "${program}" ${due} तक पूरा करना था। आप ${progress}% पूरा कर चुके हैं: जहाँ छोड़ा था, वहीं से आगे बढ़ें।`,
  },
  continueAt: (url) => `सीखना जारी रखें: ${url}`,
  escalation: {
    subject: (learner, program) => `${learner} "${program}" में एक हफ़्ते से पीछे हैं`,
    body: (learner, email, program, due, progress) =>
      `${learner} (${email}) ने "${program}" पूरा नहीं किया है, जिसकी अंतिम तारीख़ ${due} थी: अब तक ${progress}% हुआ है। उन्हें तीन रिमाइंडर भेजे जा चुके हैं।`,
    seeAt: (url) => `उनकी प्रगति देखें: ${url}`,
  },
  digest: {
    subject: (organisation) => `आपकी टीम का साप्ताहिक सारांश: ${organisation}`,
    intro: (organisation) => `${organisation} में पिछला हफ़्ता ऐसा रहा।`,
    completions: (n) => `पूरे हुए प्रोग्राम: ${n}`,
    newOverdue: (n) => `जिनकी समय-सीमा इस हफ़्ते बीती: ${n}`,
    notStarted: (n) => `जिन्होंने अभी शुरू नहीं किया: ${n}`,
    names: (names, more) => `  ${names.join(", ")}${more > 0 ? ` और ${more} अन्य` : ""}`,
    seeAt: (url) => `टीम का पूरा ब्योरा: ${url}`,
  },
  session: {
    subject: (title) => `कल: ${title}`,
    body: (title) => `याद दिला दें: "${title}", जिसके लिए आपने पंजीकरण किया है, कल है।`,
    joinAt: (url) => `जुड़ने का लिंक: ${url}`,
    place: (place) => `स्थान: ${place}`,
    calendar: "साथ लगी कैलेंडर फ़ाइल (.ics) इसे आपके कैलेंडर में जोड़ देती है, अगर यह वहाँ पहले से नहीं है।",
  },
  footer: (kind, url) => `यह मेल इस श्रेणी का है: ${hindiKindDescriptions[kind]}। ऐसे मेल आगे न पाने के लिए: ${url}`,
};

/** Every sentence of these mails, in each language (the recipient's: users.locale). */
const reminderTexts: Record<Locale, typeof english> = { en: english, hi: hindi };

export interface UnsubscribeLinks {
  /** The page that asks before it acts (the link in the text). */
  page: string;
  /** The one-click POST target (RFC 8058). */
  oneClick: string;
}

/** Who a mail goes to, in which language. */
interface Recipient {
  to: string;
  name: string;
  locale: Locale;
}

function reminderMail(kind: ReminderKind, who: Recipient, subject: string, body: string[], links: UnsubscribeLinks, extra: Partial<MailMessage> = {}): MailMessage {
  const t = reminderTexts[who.locale];
  return {
    to: who.to,
    subject,
    text: [t.greeting(who.name), "", ...body, "", mailSignature, "--", t.footer(kind, links.page), ""].join("\n"),
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    ...extra,
  };
}

interface AssignmentFacts extends Recipient {
  program: string;
  organisation: string;
  /** ISO date. */
  due: string;
  progress: number;
  learnUrl: string;
}

export function assignmentReminderMail(occasion: "due-soon" | "due-today" | "overdue", facts: AssignmentFacts, links: UnsubscribeLinks): MailMessage {
  const t = reminderTexts[facts.locale];
  const { program, organisation, progress } = facts;
  const due = t.due(facts.due);
  const [subject, line] =
    occasion === "due-soon"
      ? [t.dueSoon.subject(program), t.dueSoon.body(program, organisation, due, progress)]
      : occasion === "due-today"
        ? [t.dueToday.subject(program), t.dueToday.body(program, organisation, progress)]
        : [t.overdue.subject(program), t.overdue.body(program, organisation, due, progress)];
  return reminderMail("assignment-reminders", facts, subject, [line, "", t.continueAt(facts.learnUrl)], links);
}

export function escalationMail(
  facts: Recipient & { learner: string; learnerEmail: string; program: string; due: string; progress: number; personUrl: string },
  links: UnsubscribeLinks,
): MailMessage {
  const t = reminderTexts[facts.locale];
  return reminderMail(
    "manager-escalations",
    facts,
    t.escalation.subject(facts.learner, facts.program),
    [t.escalation.body(facts.learner, facts.learnerEmail, facts.program, t.due(facts.due), facts.progress), "", t.escalation.seeAt(facts.personUrl)],
    links,
  );
}

export function digestMail(
  facts: Recipient & { organisation: string; completions: number; newOverdue: string[]; notStarted: string[]; overviewUrl: string },
  links: UnsubscribeLinks,
): MailMessage {
  const t = reminderTexts[facts.locale].digest;
  const list = (names: string[]) => (names.length ? [t.names(names.slice(0, 10), names.length - 10)] : []);
  return reminderMail(
    "manager-digest",
    facts,
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

export function sessionReminderMail(facts: Recipient & { registrationId: string; item: ItemFacts; manageUrl: string }, links: UnsubscribeLinks): MailMessage {
  const { locale } = facts;
  // The item's title and place in the reminder's language where they are written in it.
  const item = inLocale(facts.item, locale);
  const t = reminderTexts[locale].session;
  const ics = registrationCalendar({ registrationId: facts.registrationId, item, attendee: { email: facts.to, name: facts.name }, manageUrl: facts.manageUrl, locale });
  return reminderMail(
    "session-reminders",
    facts,
    t.subject(item.title),
    [t.body(item.title), "", ...whenLines(item, locale), t.place(placeIn(item, locale)), ...(item.joinUrl ? [t.joinAt(item.joinUrl)] : []), "", t.calendar],
    links,
    { attachments: [{ filename: `${item.id}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=REQUEST" }] },
  );
}
