import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, linkIn, signUpConfirmed } from "./accounts";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

// Mails in the recipient's language (issue 29; docs/decisions/025-server-languages.md): an account's
// in its language (chosen at sign-up from the page's `locale`, or by the switch), a signed-out
// visitor's in the language of the page they used (`locale` in the body), English otherwise. The
// English mails are the ones the other test files check word for word.

describe.each(databaseKinds)("mails in the recipient's language on %s", (kind) => {
  let t: TestApp;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.app.request(postJson(path, body, headers));
  const lastMailTo = (email: string) => t.mail.findLast((m) => m.to === email)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("confirms a sign-up from a Hindi page in Hindi, and the account keeps Hindi for its reset mail", async () => {
    const email = "hindi-signup@example.com";
    const cookie = await signUpConfirmed(t, email, { name: "अनन्या शर्मा", locale: "hi" });
    const confirmation = t.mail.find((m) => m.to === email)!;
    expect(confirmation.subject).toBe("अपने ई-मेल पते की पुष्टि करें");
    expect(confirmation.text).toMatch(/^नमस्ते अनन्या शर्मा,\n\nCortexa AI में आपका स्वागत है।/);
    expect(confirmation.text).toContain("यह लिंक एक घंटे तक काम करेगा।");
    expect(confirmation.text).not.toMatch(/Hello|Welcome|Confirm/);
    const me = await (await t.app.request(`${TEST_ORIGIN}/api/v1/me`, { headers: { cookie } })).json();
    expect(me.profile.locale).toBe("hi");

    await post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const reset = lastMailTo(email);
    expect(reset.subject).toBe("अपना पासवर्ड बदलें");
    expect(linkIn(reset.text, "/reset-password")).toContain("/reset-password");
  });

  it("keeps English for a sign-up that names no language, and refuses a language we do not have", async () => {
    const email = "english-signup@example.com";
    await signUpConfirmed(t, email);
    expect(t.mail.find((m) => m.to === email)!.subject).toBe("Confirm your e-mail address");
    const res = await post("/api/auth/sign-up/email", { name: "Someone", email: "tamil@example.com", password: "Secur3Passw0rd", locale: "ta", callbackURL: "/dashboard" });
    expect(res.status).toBe(400);
    expect(t.mail.some((m) => m.to === "tamil@example.com")).toBe(false);
  });

  it("follows the switch: a learner who chose Hindi gets the registration and its calendar entry in Hindi", async () => {
    const email = "hindi-registration@example.com";
    const cookie = await signUpConfirmed(t, email, { name: "Ravi Kumar" });
    expect((await t.app.request(new Request(`${TEST_ORIGIN}/api/v1/me/locale`, { method: "PUT", headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ locale: "hi" }) }))).status).toBe(200);

    const res = await post("/api/v1/registrations", { kind: "workshop", item_id: "genai-for-business-leaders" }, { cookie });
    expect(res.status).toBe(201);
    const mail = lastMailTo(email);
    // The workshop's own Hindi title (its content has Hindi beside the English, issue 29 item 4).
    expect(mail.subject).toBe("पंजीकरण की पुष्टि: बिज़नेस लीडर्स के लिए जनरेटिव एआई");
    expect(mail.text).toContain('कार्यशाला "बिज़नेस लीडर्स के लिए जनरेटिव एआई" के लिए आपका पंजीकरण हो गया है।');
    // Dates, times and the price through Intl's Hindi (hi-IN): lakh grouping, Hindi month and weekday names.
    expect(mail.text).toContain("तारीख़: शनिवार, 16 जनवरी 2027 से रविवार, 17 जनवरी 2027 तक");
    expect(mail.text).toContain("सुबह 9:30 बजे");
    expect(mail.text).toContain("शुल्क: ₹15,000");
    const file = mail.attachments!.find((a) => a.filename.endsWith(".ics"))!;
    const calendar = new ICAL.Component(ICAL.parse(file.content));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("बिज़नेस लीडर्स के लिए जनरेटिव एआई");
    expect(event.description).toContain("अपना पंजीकरण देखें या बदलें:");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-16T04:00:00.000Z");
  });

  it("answers a signed-out visitor in the language of the page: the newsletter's confirmation and welcome, the contact acknowledgement", async () => {
    const email = "hindi-reader@example.com";
    expect((await post("/api/v1/newsletter", { email, locale: "hi" }, { "x-forwarded-for": "203.0.113.90" })).status).toBe(202);
    const confirmation = lastMailTo(email);
    expect(confirmation.subject).toBe("न्यूज़लेटर की सदस्यता की पुष्टि करें");
    expect(confirmation.text).toContain("यह लिंक 48 घंटे तक काम करेगा।");
    const token = new URL(linkIn(confirmation.text, "/newsletter/confirm")).searchParams.get("token");
    expect((await post("/api/v1/newsletter/confirm", { token })).status).toBe(200);
    const welcome = lastMailTo(email);
    expect(welcome.subject).toBe("Cortexa AI के न्यूज़लेटर में आपका स्वागत है");
    expect(welcome.text).toContain("सदस्यता छोड़ने के लिए: http");

    expect((await post("/api/v1/newsletter", { email: "english-reader@example.com" }, { "x-forwarded-for": "203.0.113.91" })).status).toBe(202);
    expect(lastMailTo("english-reader@example.com").subject).toBe("Confirm your newsletter subscription");
    expect((await post("/api/v1/newsletter", { email: "x@example.com", locale: "fr" }, { "x-forwarded-for": "203.0.113.92" })).status).toBe(400);

    const contact = { name: "Asha Verma", email: "hindi-contact@example.com", message: "मुझे कॉर्पोरेट प्रशिक्षण के बारे में जानना है।", locale: "hi" };
    expect((await post("/api/v1/contact", contact, { "x-forwarded-for": "203.0.113.93" })).status).toBe(201);
    const acknowledgement = lastMailTo("hindi-contact@example.com");
    expect(acknowledgement.subject).toBe("हमें आपका संदेश मिल गया है");
    expect(acknowledgement.text).toContain("सोमवार से शुक्रवार: सुबह 9:00 से शाम 6:00 बजे तक");
  });

  it("leaves a sign-up cookie flow unchanged for English (the confirmation's link works)", async () => {
    const res = await post("/api/auth/sign-up/email", { name: "Meera Iyer", email: "meera@example.com", password: "Secur3Passw0rd", callbackURL: "/dashboard", locale: "en" });
    expect(res.status).toBe(200);
    const verify = await t.app.request(linkIn(lastMailTo("meera@example.com").text, "/api/auth/verify-email"), { headers: { cookie: cookiesOf(res) } });
    expect(verify.status).toBe(302);
  });
});
