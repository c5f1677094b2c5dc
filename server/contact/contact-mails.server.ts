import type { ContactValues } from "#contracts/contact";
import { company, officeHours } from "#contracts/company";
import type { Locale } from "#contracts/locales";
import { mailSignature, type MailMessage } from "../mail/mailer.server";

/**
 * The visitor's acknowledgement. It repeats nothing the visitor typed: anyone can enter someone
 * else's address, and the form must not become a way to send them text of one's choosing.
 */
export function acknowledgementMail(to: string, locale: Locale = "en"): MailMessage {
  if (locale === "hi") {
    return {
      to,
      subject: "हमें आपका संदेश मिल गया है",
      text:
        `नमस्ते,\n\n${company.name} से संपर्क करने के लिए धन्यवाद। हमें आपका संदेश मिल गया है, और हम 24 घंटे के भीतर जवाब देंगे।\n\n` +
        `हमारे दफ़्तर का समय (भारतीय मानक समय):\n  सोमवार से शुक्रवार: सुबह 9:00 से शाम 6:00 बजे तक\n  शनिवार: सुबह 10:00 से शाम 4:00 बजे तक\n  रविवार: बंद\n\n` +
        `अगर आपने हमें कोई संदेश नहीं भेजा, तो इस ई-मेल को अनदेखा कर दें।\n\n${mailSignature}`,
    };
  }
  const hours = officeHours.map((h) => `  ${h.days}: ${h.hours}`).join("\n");
  return {
    to,
    subject: "We received your message",
    text:
      `Hello,\n\nThank you for contacting ${company.name}. We have received your message and will reply ${company.replyWithin}.\n\n` +
      `Our office hours (India Standard Time):\n${hours}\n\n` +
      `If you did not write to us, you can ignore this e-mail.\n\n${mailSignature}`,
  };
}

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The staff notification: the whole inquiry and a link to it in the staff inbox. */
export function notificationMail(to: string, inquiry: ContactValues & { id: string }, inboxUrl: string): MailMessage {
  const field = (label: string, value: string | null) => `${label}: ${value ?? "—"}`;
  return {
    to,
    // Staff answer the visitor with their mail client's Reply.
    replyTo: inquiry.email,
    subject: oneLine(`New inquiry from ${inquiry.name}${inquiry.subject ? `: ${inquiry.subject}` : ""}`, 150),
    text: [
      "A new contact inquiry arrived.",
      "",
      field("Name", inquiry.name),
      field("Email", inquiry.email),
      field("Company", inquiry.company),
      field("Phone", inquiry.phone),
      field("Subject", inquiry.subject),
      "",
      "Message:",
      inquiry.message,
      "",
      `Open it in the staff inbox: ${inboxUrl}`,
      "",
    ].join("\n"),
  };
}
