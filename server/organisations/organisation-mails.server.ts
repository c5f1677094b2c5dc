import { INVITATION_DAYS, organisationRoleLabels, type OrganisationRole } from "#contracts/organisations";
import type { Locale } from "#contracts/locales";
import { greeting } from "../i18n/format.server";
import { mailSignature, type MailMessage } from "../mail/mailer.server";

// The invitation e-mail. Its link is the only copy of the token (we keep its hash), and opening it
// proves the address: signing up from it needs no second confirmation mail.

const hindiRoles: Record<OrganisationRole, string> = { owner: "मालिक", manager: "मैनेजर", learner: "लर्नर" };

/**
 * The invitation, in `locale`: the invitee's own language when they have an account, else the
 * inviter's (organisations.server.ts).
 */
export function invitationMail({ to, name, organisation, inviter, role, link, locale = "en" }: { to: string; name: string | null; organisation: string; inviter: string; role: OrganisationRole; link: string; locale?: Locale }): MailMessage {
  if (locale === "hi") {
    return {
      to,
      subject: `${inviter} ने आपको Cortexa AI पर ${organisation} से जुड़ने का न्योता भेजा है`,
      text: [
        greeting("hi", name),
        "",
        `${inviter} ने आपको Cortexa AI पर ${organisation} में ${hindiRoles[role]} के रूप में जुड़ने का न्योता भेजा है। आपका संगठन आपको AI प्रशिक्षण कार्यक्रम देगा और उनमें आपकी प्रगति देखेगा (आपकी बाक़ी पढ़ाई में से कुछ नहीं)।`,
        "",
        `न्योता स्वीकार करें (साइन इन करें, या इसी पते से अपना खाता बनाएँ): ${link}`,
        "",
        `यह लिंक ${INVITATION_DAYS} दिन तक काम करेगा। अगर आपको इसकी उम्मीद नहीं थी, तो इस ई-मेल को अनदेखा कर दें।`,
        "",
        mailSignature,
      ].join("\n"),
    };
  }
  return {
    to,
    subject: `${inviter} invited you to ${organisation} on Cortexa AI`,
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      `${inviter} invited you to join ${organisation} on Cortexa AI as ${organisationRoleLabels[role].toLowerCase()}. Your organisation assigns you AI training programs and follows your progress in them (nothing of your other learning).`,
      "",
      `Accept the invitation (sign in, or create your account with this address): ${link}`,
      "",
      `The link works for ${INVITATION_DAYS} days. If you did not expect it, ignore this e-mail.`,
      "",
      mailSignature,
    ].join("\n"),
  };
}

export function quoteNotificationMail(to: string, { id, from, organisation, teamSize, needs, inboxUrl }: { id: string; from: string; organisation: string; teamSize: number; needs: string; inboxUrl: string }): MailMessage {
  return {
    to,
    replyTo: from,
    subject: `Quote request: AI Excellence Partnership (${organisation})`,
    text: [`${from} asks for a quote for ${organisation}, team size ${teamSize}.`, "", needs, "", `In the inbox: ${inboxUrl}?id=${id}`].join("\n"),
  };
}
