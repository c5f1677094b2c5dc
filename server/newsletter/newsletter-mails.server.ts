import type { Locale } from "#contracts/locales";
import type { Database } from "../db/client.server";
import { formatNumber } from "../i18n/format.server";
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

export function confirmationMail(to: string, confirmUrl: string, locale: Locale = "en"): MailMessage {
  if (locale === "hi") {
    return {
      to,
      subject: "न्यूज़लेटर की सदस्यता की पुष्टि करें",
      text: `नमस्ते,\n\nकिसी ने, शायद आपने ही, इस पते पर Cortexa AI का न्यूज़लेटर पाने का अनुरोध किया है। न्यूज़लेटर पाना शुरू करने के लिए यहाँ पुष्टि करें:\n\n${confirmUrl}\n\nयह लिंक ${formatNumber("hi", NEWSLETTER_LIMITS.linkHours)} घंटे तक काम करेगा। अगर आपने यह अनुरोध नहीं किया, तो इस संदेश को अनदेखा कर दें: आपकी सदस्यता नहीं होगी, और लिंक की अवधि ख़त्म होते ही हम यह पता भूल जाएँगे।\n\nCortexa AI\n`,
    };
  }
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

const footer: Record<Locale, string> = {
  en: "You receive this because you subscribed to the Cortexa AI newsletter. Unsubscribe:",
  hi: "यह ई-मेल आपको इसलिए मिला है क्योंकि आपने Cortexa AI के न्यूज़लेटर की सदस्यता ली है। सदस्यता छोड़ने के लिए:",
};

/** One issue of the newsletter, for one subscriber: the unsubscribe link in the text and in the headers, the footer in their language. */
export function newsletterMail(origin: string, subscriber: { email: string; unsubscribeToken: string; locale?: Locale }, issue: NewsletterIssue): MailMessage {
  const links = newsletterLinks(origin);
  return {
    to: subscriber.email,
    subject: issue.subject,
    text: `${issue.text.trimEnd()}\n\n--\n${footer[subscriber.locale ?? "en"]} ${links.unsubscribePage(subscriber.unsubscribeToken)}\n`,
    headers: {
      "List-Unsubscribe": `<${links.oneClick(subscriber.unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The first mail after the confirmation: it says how to leave, with the same unsubscribe link and headers as every issue. */
export const welcomeIssue: Record<Locale, NewsletterIssue> = {
  en: {
    subject: "Welcome to the Cortexa AI newsletter",
    text: "Hello,\n\nYour subscription is confirmed: the Cortexa AI newsletter will come to this address, about once a month, with new programs, events and practical AI articles. We send nothing else to this address.\n\nCortexa AI",
  },
  hi: {
    subject: "Cortexa AI के न्यूज़लेटर में आपका स्वागत है",
    text: "नमस्ते,\n\nआपकी सदस्यता पक्की हो गई है: Cortexa AI का न्यूज़लेटर लगभग महीने में एक बार इस पते पर आएगा, जिसमें नए कार्यक्रमों, आयोजनों और AI पर काम के लेखों की जानकारी होगी। इस पते पर हम इसके अलावा कुछ नहीं भेजते।\n\nCortexa AI",
  },
};

/**
 * Sends an issue to every confirmed subscriber (pending addresses get nothing); the number sent.
 * An issue written in several languages goes to each subscriber in theirs, else in English.
 */
export async function sendIssue(db: Database, mailer: Mailer, origin: string, issue: NewsletterIssue | (Record<"en", NewsletterIssue> & Partial<Record<Locale, NewsletterIssue>>)): Promise<number> {
  const inLanguage = (locale: Locale): NewsletterIssue => ("subject" in issue ? issue : (issue[locale] ?? issue.en));
  let sent = 0;
  for await (const batch of confirmedSubscribers(db)) {
    for (const subscriber of batch) {
      await mailer.send(newsletterMail(origin, subscriber, inLanguage(subscriber.locale)));
      sent++;
    }
  }
  return sent;
}
