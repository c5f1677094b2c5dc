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

export function passwordChangedMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: "Your password was changed",
    text: `Hello ${name || "there"},\n\nThe password of your Cortexa AI account was just changed, and every other device signed in to it was signed out.\n\nIf this was not you, reset your password at once from the sign-in page (Forgot password) and write to us by replying to this message.\n\nCortexa AI\n`,
  };
}

export function emailChangeMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your new e-mail address",
    text: `Hello ${name || "there"},\n\nYou asked to use this address for your Cortexa AI account. Confirm it to make the change:\n\n${url}\n\nThe link is valid for one hour. Until then your account keeps its current address. If you did not ask, ignore this message.\n\nCortexa AI\n`,
  };
}

export function emailChangedMail(to: string, name: string, newEmail: string): MailMessage {
  return {
    to,
    subject: "Your account's e-mail address was changed",
    text: `Hello ${name || "there"},\n\nThe e-mail address of your Cortexa AI account was changed from ${to} to ${newEmail}. From now on you sign in with ${newEmail}, and our messages go there.\n\nIf this was not you, reply to this message at once so we can secure your account.\n\nCortexa AI\n`,
  };
}
