import { INVITATION_DAYS, organisationRoleLabels, type OrganisationRole } from "#contracts/organisations";
import { mailSignature, type MailMessage } from "../mail/mailer.server";

// The invitation e-mail. Its link is the only copy of the token (we keep its hash), and opening it
// proves the address: signing up from it needs no second confirmation mail.

export function invitationMail({ to, name, organisation, inviter, role, link }: { to: string; name: string | null; organisation: string; inviter: string; role: OrganisationRole; link: string }): MailMessage {
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
