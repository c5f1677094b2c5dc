import type { Database } from "../db/client.server";
import type { Mailer, MailMessage } from "../mail/mailer.server";
import { confirmedSubscribers, NEWSLETTER_LIMITS } from "./subscribers.server";

// The newsletter's mails. The confirmation mail asks whether the address's owner wants the
// newsletter (double opt-in); every issue carries an unsubscribe link in its text and, for mail
// programs, the List-Unsubscribe and List-Unsubscribe-Post headers of RFC 8058 (one click: the
// mail program POSTs `List-Unsubscribe=One-Click` to the URL, no page, no sign-in).

export const newsletterLinks = (origin: string) => ({
  confirm: (token: string) => `${origin}/newsletter/confirm?token=${encodeURIComponent(token)}`,
  unsubscribePage: (token: string) => `${origin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  oneClick: (token: string) => `${origin}/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
});

export function confirmationMail(to: string, confirmUrl: string): MailMessage {
  return {
    to,
    subject: "Confirm your newsletter subscription",
    text: `Hello,\n\nSomeone, hopefully you, asked to receive the Cortexa AI newsletter at this address. To start receiving it, confirm here:\n\n${confirmUrl}\n\nThe link is valid for ${NEWSLETTER_LIMITS.linkHours} hours. If you did not ask, ignore this message: you will not be subscribed, and we forget the address when the link expires.\n\nCortexa AI\n`,
  };
}

export interface NewsletterIssue {
  subject: string;
  text: string;
}

/** One issue of the newsletter, for one subscriber: the unsubscribe link in the text and in the headers. */
export function newsletterMail(origin: string, subscriber: { email: string; unsubscribeToken: string }, issue: NewsletterIssue): MailMessage {
  const links = newsletterLinks(origin);
  return {
    to: subscriber.email,
    subject: issue.subject,
    text: `${issue.text.trimEnd()}\n\n--\nYou receive this because you subscribed to the Cortexa AI newsletter. Unsubscribe: ${links.unsubscribePage(subscriber.unsubscribeToken)}\n`,
    headers: {
      "List-Unsubscribe": `<${links.oneClick(subscriber.unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The first mail after the confirmation: it says how to leave, with the same unsubscribe link and headers as every issue. */
export const welcomeIssue: NewsletterIssue = {
  subject: "Welcome to the Cortexa AI newsletter",
  text: "Hello,\n\nYour subscription is confirmed: the Cortexa AI newsletter will come to this address, about once a month, with new programs, events and practical AI articles. We send nothing else to this address.\n\nCortexa AI",
};

/** Sends an issue to every confirmed subscriber (pending addresses get nothing); the number sent. */
export async function sendIssue(db: Database, mailer: Mailer, origin: string, issue: NewsletterIssue): Promise<number> {
  let sent = 0;
  for await (const batch of confirmedSubscribers(db)) {
    for (const subscriber of batch) {
      await mailer.send(newsletterMail(origin, subscriber, issue));
      sent++;
    }
  }
  return sent;
}
