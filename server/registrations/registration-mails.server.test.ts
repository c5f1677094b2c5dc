import { describe, expect, it } from "vitest";
import { findItem } from "#contracts/registration-catalogue";
import { cancellationMail, confirmationMail } from "./registration-mails.server";

// A registration mail names the item in the recipient's language (issue 29, item 4): the item's
// Hindi title and place where they are written (contracts/items/), field by field English otherwise.

const base = { to: "asha@example.com", name: "Asha", registrationId: "00000000-0000-4000-8000-000000000001", manageUrl: "https://example.test/dashboard" };
const workshop = findItem("workshop", "genai-for-business-leaders")!;

describe("registration mails", () => {
  it("name the item by its Hindi title and place in a Hindi mail and its calendar entry", () => {
    const hindi = workshop.translations!.hi!;
    const mail = confirmationMail({ ...base, item: workshop, locale: "hi" });
    expect(mail.subject).toBe(`पंजीकरण की पुष्टि: ${hindi.title}`);
    expect(mail.text).toContain(`कार्यशाला "${hindi.title}" के लिए आपका पंजीकरण हो गया है।`);
    expect(mail.text).toContain(`स्थान: ${hindi.location}`);
    expect(mail.text).not.toContain(workshop.title);
    // Long iCalendar lines are folded (RFC 5545): unfolded, the entry's summary is the Hindi title.
    expect(String(mail.attachments?.[0].content).replace(/\r?\n /g, "")).toContain(`SUMMARY:${hindi.title}`);

    const cancelled = cancellationMail({ ...base, item: workshop, locale: "hi" });
    expect(cancelled.subject).toBe(`पंजीकरण रद्द: ${hindi.title}`);
    expect(cancelled.text).toContain(`"${hindi.title}"`);
  });

  it("keep the English title and place in an English mail", () => {
    const mail = confirmationMail({ ...base, item: workshop, locale: "en" });
    expect(mail.subject).toBe(`Registration confirmed: ${workshop.title}`);
    expect(mail.text).toContain(`You are registered for the workshop "${workshop.title}".`);
    expect(mail.text).toContain(`Place: ${workshop.location}`);
    expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
    expect(cancellationMail({ ...base, item: workshop }).subject).toBe(`Registration cancelled: ${workshop.title}`);
  });

  it("fall back to the English field where an item has no Hindi for it", () => {
    const untranslated = { ...workshop, translations: { hi: { location: "पुणे" } } };
    const mail = confirmationMail({ ...base, item: untranslated, locale: "hi" });
    expect(mail.subject).toBe(`पंजीकरण की पुष्टि: ${workshop.title}`);
    expect(mail.text).toContain("स्थान: पुणे");
  });
});
