import type { Catalog } from "~/i18n/i18n";

// The password reset page: asking for the e-mail, choosing a new password, and keeping the sign-up
// password after a confirmation link opened in another browser.
export default {
  "Choose Your Password": "अपना पासवर्ड चुनें",
  "Reset Your Password": "अपना पासवर्ड रीसेट करें",
  "Your email address is confirmed. The link was opened in a different browser from the one that signed up, so for your safety, type the password you chose when you signed up to keep it, or choose a new one.":
    "आपके ईमेल पते की पुष्टि हो गई है। लिंक उस ब्राउज़र से अलग ब्राउज़र में खोला गया जिससे साइन अप किया गया था, इसलिए आपकी सुरक्षा के लिए साइन अप के समय चुना गया पासवर्ड रखने के लिए उसे लिखें, या नया पासवर्ड चुनें।",
  "Remembered it?": "याद आ गया?",
  "Back to sign in": "साइन इन पर लौटें",
  "Request a password reset": "पासवर्ड रीसेट का अनुरोध",
  "This reset link is invalid or has expired. Request a new one below.": "यह रीसेट लिंक अमान्य है या इसका समय निकल गया है। नीचे नया लिंक माँगें।",
  "Enter the email address of your account and we will send you a link to choose a new password.":
    "अपने खाते का ईमेल पता लिखें, हम आपको नया पासवर्ड चुनने का लिंक भेजेंगे।",
  "Send Reset Link": "रीसेट लिंक भेजें",
  "If an account exists for {email}, we sent it a link to choose a new password. Check your inbox.":
    "अगर {email} का खाता है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। अपना इनबॉक्स देखें।",
  "Too many requests. Please wait an hour before trying again.": "बहुत ज़्यादा अनुरोध हुए। कृपया फिर कोशिश करने से पहले एक घंटा रुकें।",
  "We could not send the email. Please try again.": "हम ईमेल नहीं भेज सके। कृपया फिर कोशिश करें।",
  "Choose a new password": "नया पासवर्ड चुनें",
  "Set New Password": "नया पासवर्ड सेट करें",
  "Your password has been changed. You can now sign in with it.": "आपका पासवर्ड बदल गया है। अब आप इससे साइन इन कर सकते हैं।",
  "This reset link is invalid or has expired. Request a new one.": "यह रीसेट लिंक अमान्य है या इसका समय निकल गया है। नया लिंक माँगें।",
  "Keep your sign-up password": "साइन अप वाला पासवर्ड रखें",
  "Password chosen at sign-up": "साइन अप के समय चुना गया पासवर्ड",
  "Enter the password you chose when you signed up.": "साइन अप के समय चुना गया पासवर्ड लिखें।",
  "Keep This Password": "यही पासवर्ड रखें",
  "or choose a new password:": "या नया पासवर्ड चुनें:",
  "You kept your password. You are signed in.": "आपका पासवर्ड वही रहा। आप साइन इन हैं।",
  "Go to Dashboard": "डैशबोर्ड पर जाएँ",
  "That is not the password you chose when you signed up. Try again, or choose a new one below.":
    "यह वह पासवर्ड नहीं है जो आपने साइन अप के समय चुना था। फिर कोशिश करें, या नीचे नया पासवर्ड चुनें।",
  "Too many attempts. Please wait a little, or choose a new password below.": "बहुत ज़्यादा कोशिशें हुईं। कृपया थोड़ा रुकें, या नीचे नया पासवर्ड चुनें।",
  "This link is invalid or has expired. Choose a new password below, or request a new link.":
    "यह लिंक अमान्य है या इसका समय निकल गया है। नीचे नया पासवर्ड चुनें, या नया लिंक माँगें।",
} satisfies Catalog;
