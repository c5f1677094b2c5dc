import type { Locale } from "#contracts/locales";
import type { MailMessage } from "../mail/mailer.server";
import { greeting } from "../i18n/format.server";

// The account's mails in the recipient's language (users.locale; docs/decisions/025-server-languages.md).
// English is the reference wording; Hindi is written for a Hindi reader, not word by word.

const hello = { en: (name: string) => greeting("en", name), hi: (name: string) => greeting("hi", name) };

export function verificationMail(to: string, name: string, url: string, locale: Locale = "en"): MailMessage {
  return locale === "hi"
    ? {
        to,
        subject: "अपने ई-मेल पते की पुष्टि करें",
        text: `${hello.hi(name)}\n\nCortexa AI में आपका स्वागत है। अपना खाता शुरू करने के लिए अपने ई-मेल पते की पुष्टि करें:\n\n${url}\n\nयह लिंक एक घंटे तक काम करेगा। अगर आपने साइन अप नहीं किया है, तो इस संदेश को अनदेखा कर दें।\n\nCortexa AI\n`,
      }
    : {
        to,
        subject: "Confirm your e-mail address",
        text: `${hello.en(name)}\n\nWelcome to Cortexa AI. Confirm your e-mail address to activate your account:\n\n${url}\n\nThe link is valid for one hour. If you did not sign up, you can ignore this message.\n\nCortexa AI\n`,
      };
}

export function passwordResetMail(to: string, name: string, url: string, locale: Locale = "en"): MailMessage {
  return locale === "hi"
    ? {
        to,
        subject: "अपना पासवर्ड बदलें",
        text: `${hello.hi(name)}\n\nकिसी ने आपके Cortexa AI खाते का पासवर्ड बदलने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n\n${url}\n\nयह लिंक एक घंटे तक काम करेगा। अगर यह अनुरोध आपने नहीं किया, तो इस संदेश को अनदेखा कर दें: आपका पासवर्ड जैसा है, वैसा ही रहेगा।\n\nCortexa AI\n`,
      }
    : {
        to,
        subject: "Reset your password",
        text: `${hello.en(name)}\n\nSomeone asked to reset the password of your Cortexa AI account. To choose a new password, open:\n\n${url}\n\nThe link is valid for one hour. If it was not you, ignore this message: your password stays as it is.\n\nCortexa AI\n`,
      };
}

export function passwordChangedMail(to: string, name: string, locale: Locale = "en"): MailMessage {
  return locale === "hi"
    ? {
        to,
        subject: "आपका पासवर्ड बदल दिया गया है",
        text: `${hello.hi(name)}\n\nआपके Cortexa AI खाते का पासवर्ड अभी बदला गया है, और जिन दूसरे डिवाइसों पर यह खाता खुला था, उन सब से साइन आउट कर दिया गया है।\n\nअगर यह बदलाव आपने नहीं किया, तो तुरंत साइन-इन पेज से ("पासवर्ड भूल गए?") अपना पासवर्ड बदलें और इस संदेश का जवाब देकर हमें बताएँ।\n\nCortexa AI\n`,
      }
    : {
        to,
        subject: "Your password was changed",
        text: `${hello.en(name)}\n\nThe password of your Cortexa AI account was just changed, and every other device signed in to it was signed out.\n\nIf this was not you, reset your password at once from the sign-in page (Forgot password) and write to us by replying to this message.\n\nCortexa AI\n`,
      };
}

export function emailChangeMail(to: string, name: string, url: string, locale: Locale = "en"): MailMessage {
  return locale === "hi"
    ? {
        to,
        subject: "अपने नए ई-मेल पते की पुष्टि करें",
        text: `${hello.hi(name)}\n\nआप अपने Cortexa AI खाते के लिए यह पता इस्तेमाल करना चाहते हैं। बदलाव पूरा करने के लिए इसकी पुष्टि करें:\n\n${url}\n\nयह लिंक एक घंटे तक काम करेगा। तब तक आपका खाता पुराने पते पर ही रहेगा। अगर आपने ऐसा नहीं कहा था, तो इस संदेश को अनदेखा कर दें।\n\nCortexa AI\n`,
      }
    : {
        to,
        subject: "Confirm your new e-mail address",
        text: `${hello.en(name)}\n\nYou asked to use this address for your Cortexa AI account. Confirm it to make the change:\n\n${url}\n\nThe link is valid for one hour. Until then your account keeps its current address. If you did not ask, ignore this message.\n\nCortexa AI\n`,
      };
}

export function emailChangedMail(to: string, name: string, newEmail: string, locale: Locale = "en"): MailMessage {
  return locale === "hi"
    ? {
        to,
        subject: "आपके खाते का ई-मेल पता बदल गया है",
        text: `${hello.hi(name)}\n\nआपके Cortexa AI खाते का ई-मेल पता ${to} से बदलकर ${newEmail} कर दिया गया है। अब आप ${newEmail} से साइन इन करेंगे, और हमारे संदेश भी वहीं आएँगे।\n\nअगर यह बदलाव आपने नहीं किया, तो तुरंत इस संदेश का जवाब दें, ताकि हम आपका खाता सुरक्षित कर सकें।\n\nCortexa AI\n`,
      }
    : {
        to,
        subject: "Your account's e-mail address was changed",
        text: `${hello.en(name)}\n\nThe e-mail address of your Cortexa AI account was changed from ${to} to ${newEmail}. From now on you sign in with ${newEmail}, and our messages go there.\n\nIf this was not you, reply to this message at once so we can secure your account.\n\nCortexa AI\n`,
      };
}
