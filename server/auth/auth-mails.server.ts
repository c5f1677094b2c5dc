import type { MailMessage } from "../mail/mailer.server";

export function verificationMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your e-mail address",
    text: `Hello ${name || "there"},\n\nWelcome to Cortexa AI. Confirm your e-mail address to activate your account:\n\n${url}\n\nThe link is valid for one hour. If you did not sign up, you can ignore this message.\n\nCortexa AI\n`,
  };
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Reset your password",
    text: `Hello ${name || "there"},\n\nSomeone asked to reset the password of your Cortexa AI account. To choose a new password, open:\n\n${url}\n\nThe link is valid for one hour. If it was not you, ignore this message: your password stays as it is.\n\nCortexa AI\n`,
  };
}
