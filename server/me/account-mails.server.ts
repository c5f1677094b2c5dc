import type { MailMessage } from "../mail/mailer.server";

export function accountDeletedMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: "Your account was deleted",
    text: `Hello ${name || "there"},\n\nAs you asked, your Cortexa AI account is deleted: your profile, sign-in details and sessions are erased, and your enrolments are kept only as anonymous counts that no longer point to you.\n\nMessages you sent through our contact form, and a newsletter subscription, are not part of the account: every newsletter has an unsubscribe link, and you can write to us to erase your messages.\n\nYou can create a new account with this address at any time.\n\nCortexa AI\n`,
  };
}
