import { describe, expect, it } from "vitest";
import { registrationItems } from "#contracts/registration-catalogue";
import { assignmentReminderMail, digestMail, escalationMail, sessionReminderMail } from "./reminder-mails.server";

// The reminder mails go out in the recipient's language (issue 29): the same facts, English or Hindi.

const links = { page: "https://example.test/reminders/unsubscribe?token=t", oneClick: "https://example.test/api/v1/reminders/unsubscribe?token=t" };
const assignment = { to: "asha@example.com", name: "Asha", program: "Data Science Foundations", organisation: "Acme", due: "2027-01-16", progress: 40, learnUrl: "https://example.test/learn" };
const DEVANAGARI = /[\u0900-\u097F]/;

describe("reminder mails", () => {
  it("keep English for English readers, with the ISO due date as before", () => {
    const mail = assignmentReminderMail("due-soon", { ...assignment, locale: "en" }, links);
    expect(mail.subject).toBe("Due soon: Data Science Foundations");
    expect(mail.text).toContain('Hello Asha,\n\n"Data Science Foundations", assigned to you by Acme, is due on 2027-01-16. You are 40% of the way through.');
    expect(mail.text).toContain(`To get no more of these: ${links.page}`);
  });

  it("are written in Hindi for a Hindi reader, dates in Hindi, names and links as they are", () => {
    for (const occasion of ["due-soon", "due-today", "overdue"] as const) {
      const mail = assignmentReminderMail(occasion, { ...assignment, locale: "hi" }, links);
      expect(mail.subject).toMatch(DEVANAGARI);
      expect(mail.subject).toContain("Data Science Foundations");
      expect(mail.text.startsWith("नमस्ते Asha,")).toBe(true);
      expect(mail.text).toContain(`सीखना जारी रखें: ${assignment.learnUrl}`);
      expect(mail.text).toContain(`ऐसे मेल आगे न पाने के लिए: ${links.page}`);
      expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${links.oneClick}>`);
      if (occasion !== "due-today") expect(mail.text).toContain("16 जनवरी 2027");
      expect(mail.text).not.toContain("2027-01-16");
    }
    const escalation = escalationMail(
      { to: "m@example.com", name: "Ravi", locale: "hi", learner: "Asha", learnerEmail: "asha@example.com", program: "NLP", due: "2027-01-16", progress: 10, personUrl: "https://example.test/p" },
      links,
    );
    expect(escalation.subject).toBe('Asha "NLP" में एक हफ़्ते से पीछे हैं');
    expect(escalation.text).toContain("16 जनवरी 2027");
    const digest = digestMail(
      { to: "m@example.com", name: "Ravi", locale: "hi", organisation: "Acme", completions: 2, newOverdue: ["Asha"], notStarted: [], overviewUrl: "https://example.test/team" },
      links,
    );
    expect(digest.subject).toBe("आपकी टीम का साप्ताहिक सारांश: Acme");
    expect(digest.text).toContain("पूरे हुए प्रोग्राम: 2\nजिनकी समय-सीमा इस हफ़्ते बीती: 1\n  Asha\nजिन्होंने अभी शुरू नहीं किया: 0");
  });

  it("send the day-before reminder in Hindi with a Hindi calendar entry", () => {
    const item = registrationItems.webinar[0];
    const mail = sessionReminderMail({ to: "asha@example.com", name: "Asha", locale: "hi", registrationId: "00000000-0000-4000-8000-000000000001", item, manageUrl: "https://example.test/d" }, links);
    // The item's Hindi title (contracts/items/), not its English one.
    expect(mail.subject).toBe(`कल: ${item.translations!.hi!.title}`);
    expect(mail.text).toContain("तारीख़: ");
    expect(mail.text).toContain("स्थान: ऑनलाइन");
    const ics = String(mail.attachments?.[0].content);
    expect(ics).toMatch(DEVANAGARI);
    const english = sessionReminderMail({ to: "asha@example.com", name: "Asha", locale: "en", registrationId: "00000000-0000-4000-8000-000000000001", item, manageUrl: "https://example.test/d" }, links);
    expect(english.subject).toBe(`Tomorrow: ${item.title}`);
    expect(english.text).not.toMatch(DEVANAGARI);
  });
});
